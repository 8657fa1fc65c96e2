/**
 * Where sync entities run. Embedded (default): this process is a
 * SingleRunner over the app's own database (SQLite file or Postgres).
 * `SYNC_RUNNERS=external`: this process only sends requests; `bun run worker`
 * processes (BunClusterSocket runners sharing the Postgres message storage)
 * run the entities and the schedule.
 */
import { RunnerAddress, SingleRunner } from "@effect/cluster"
import { Effect, Layer, Option } from "effect"
import { AppConfig } from "../config/app-config.js"
import { SyncCronLive } from "./sync-cron.js"
import { IntegrationSyncLive } from "./integration-sync.js"

/**
 * On shutdown a running sync gets this long to finish the page it is writing, then it is interrupted:
 * its cursor is saved only after each page is acknowledged and its persisted request stays unprocessed,
 * so the next process (a restart, or another runner) resumes it. Short enough that the whole stop fits
 * in a container platform's 10 s grace period.
 */
const entityTerminationTimeout = "3 seconds"

type BunClusterSocketModule = typeof import("@effect/platform-bun/BunClusterSocket")

/** The socket runner code is loaded only by processes that talk to other runners. */
const socketLayer = <A, E, R>(build: (socket: BunClusterSocketModule) => Layer.Layer<A, E, R>) =>
  Layer.unwrapEffect(Effect.map(Effect.promise(() => import("@effect/platform-bun/BunClusterSocket")), build))

export const ShardingLive = Layer.unwrapEffect(
  Effect.map(AppConfig, (config) =>
    config.syncRunners === "external"
      ? socketLayer((socket) => socket.layer({ clientOnly: true, storage: "sql" }))
      : SingleRunner.layer({ runnerStorage: "memory", shardingConfig: { entityMessagePollInterval: "2 seconds", entityTerminationTimeout } })
  )
).pipe(Layer.orDie)

/** The runner side: entities and the cron singleton, in this process unless runners are external. */
export const EmbeddedRunnerLive = Layer.unwrapEffect(
  Effect.map(AppConfig, (config) =>
    config.syncRunners === "external"
      ? Layer.empty
      : config.builtInSchedule
        ? Layer.mergeAll(IntegrationSyncLive, SyncCronLive)
        : IntegrationSyncLive
  )
)

/**
 * A worker process: a socket runner hosting the entities and the schedule,
 * reachable by the other runners at RUNNER_HOST:RUNNER_PORT.
 */
export const WorkerShardingLive = Layer.unwrapEffect(
  Effect.map(AppConfig, (config) => {
    const address = RunnerAddress.make(config.runnerHost, config.runnerPort)
    return socketLayer((socket) =>
      socket.layer({ storage: "sql", shardingConfig: {
        runnerAddress: Option.some(address),
        runnerListenAddress: Option.some(address),
        entityTerminationTimeout
      } })
    )
  })
).pipe(Layer.orDie)
export const WorkerRunnerLive = Layer.mergeAll(IntegrationSyncLive, SyncCronLive)
