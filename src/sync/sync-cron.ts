/** The built-in schedule: a cluster-wide singleton cron that runs the sync tick. */
import * as ClusterCron from "@effect/cluster/ClusterCron"
import { Cron, Effect, Layer } from "effect"
import { AppConfig } from "../config/app-config.js"
import { SyncScheduler } from "./sync-scheduler.js"

/** The schedule's cron: every SYNC_INTERVAL_MINUTES minutes of the hour (the list shows its next run). */
export const syncCron = (intervalMinutes: number) =>
  Cron.unsafeParse(`*/${Math.max(1, Math.min(59, intervalMinutes))} * * * *`)

export const SyncCronLive = Layer.unwrapEffect(
  Effect.gen(function*() {
    const config = yield* AppConfig
    const scheduler = yield* SyncScheduler
    const minutes = Math.max(1, Math.min(59, config.syncIntervalMinutes))
    return ClusterCron.make({
      name: "SyncTick",
      cron: syncCron(minutes),
      execute: scheduler.tick.pipe(
        Effect.tap((result) =>
          Effect.logInfo(`sync tick: ${result.queued} of ${result.integrations} integrations queued`)
        )
      ),
      skipIfOlderThan: `${minutes} minutes`
    })
  })
)
