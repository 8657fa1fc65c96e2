/**
 * A sync runner for deployments past one machine (`bun run worker`): hosts the
 * IntegrationSync entities and the schedule, sharing the Postgres message
 * storage with other runners; API processes run with SYNC_RUNNERS=external.
 */
import * as BunRuntime from "@effect/platform-bun/BunRuntime"
import { Layer } from "effect"
import { InfrastructureLive, SyncServicesLive } from "./app.js"
import { LoggingLive } from "./config/logging.js"
import { WorkerRunnerLive, WorkerShardingLive } from "./sync/cluster-layer.js"
import { SyncScheduler } from "./sync/sync-scheduler.js"

const WorkerLive = WorkerRunnerLive.pipe(
  Layer.provide(Layer.mergeAll(SyncServicesLive, SyncScheduler.Default)),
  Layer.provide(WorkerShardingLive),
  Layer.provide(InfrastructureLive)
)

// The logfmt logger is the only one: runMain would otherwise add its pretty logger beside it (every line twice).
BunRuntime.runMain(Layer.launch(WorkerLive.pipe(Layer.provide(LoggingLive))), { disablePrettyLogger: true })
