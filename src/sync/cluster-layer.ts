/**
 * Where sync entities run. Embedded (default): this process is a
 * SingleRunner over the app's own database (SQLite file or Postgres).
 * `SYNC_RUNNERS=external`: this process only queues syncs; `bun run worker`
 * processes (BunClusterSocket runners sharing the Postgres cluster storage)
 * pull the queue, run the entities and the schedule.
 */
import * as RunnerAddress from "@effect/cluster/RunnerAddress"
import * as SingleRunner from "@effect/cluster/SingleRunner"
import { Effect, Layer, Option } from "effect"
import { AppConfig } from "../config/app-config.js"
import { IntegrationSyncLive } from "./integration-sync.js"
import { SyncCronLive } from "./sync-cron.js"
import { SyncDispatcherLive } from "./sync-dispatcher.js"

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

/**
 * Failover: a runner that stops refreshing its shard locks (killed, cut off)
 * loses them after SHARD_LOCK_EXPIRATION, and the survivors take its shards
 * (and the runs queued on them) at their next assignment refresh.
 */
export const SHARD_LOCK_REFRESH = "2 seconds"
export const SHARD_LOCK_EXPIRATION = "6 seconds"
const failover = {
  shardLockRefreshInterval: SHARD_LOCK_REFRESH,
  shardLockExpiration: SHARD_LOCK_EXPIRATION,
  refreshAssignmentsInterval: "1 second",
  runnerHealthCheckInterval: "2 seconds"
} as const

export const ShardingLive = Layer.unwrapEffect(
  Effect.map(AppConfig, (config) =>
    config.syncRunners === "external"
      ? socketLayer((socket) => socket.layer({ clientOnly: true, storage: "sql" }))
      : SingleRunner.layer({
        runnerStorage: "memory",
        shardingConfig: { entityMessagePollInterval: "2 seconds", entityTerminationTimeout }
      }))
).pipe(Layer.orDie)

/** What a runner hosts: the entities, the pull loop, and the schedule unless SYNC_SCHEDULE=false. */
const runnerLayer = (builtInSchedule: boolean) =>
  builtInSchedule
    ? Layer.mergeAll(IntegrationSyncLive, SyncDispatcherLive, SyncCronLive)
    : Layer.mergeAll(IntegrationSyncLive, SyncDispatcherLive)

/** The runner side in an API process: here unless runners are external. */
export const EmbeddedRunnerLive = Layer.unwrapEffect(
  Effect.map(
    AppConfig,
    (config) => config.syncRunners === "external" ? Layer.empty : runnerLayer(config.builtInSchedule)
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
      socket.layer({
        storage: "sql",
        shardingConfig: {
          ...failover,
          runnerAddress: Option.some(address),
          runnerListenAddress: Option.some(address),
          entityTerminationTimeout
        }
      })
    )
  })
).pipe(Layer.orDie)

export const WorkerRunnerLive = Layer.unwrapEffect(
  Effect.map(AppConfig, (config) => runnerLayer(config.builtInSchedule))
)
