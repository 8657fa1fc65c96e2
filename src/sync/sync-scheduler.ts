/**
 * Queues syncs: the schedule's tick (every SYNC_INTERVAL_MINUTES, every
 * schedulable integration once per window, in a few bulk statements) and
 * manual re-runs (idempotent while one is queued or running). Runners pull
 * the queue (sync-dispatcher.ts); queueing never waits for a run.
 */
import { Effect } from "effect"
import { AppConfig } from "../config/app-config.js"
import { isoIn, MINUTE, nowMillis } from "../domain/time.js"
import { SyncQueueRepository } from "./sync-queue-repository.js"

export class SyncScheduler extends Effect.Service<SyncScheduler>()("SyncScheduler", {
  effect: Effect.gen(function*() {
    const config = yield* AppConfig
    const queue = yield* SyncQueueRepository
    const windowMillis = config.syncIntervalMinutes * MINUTE

    return {
      /** The schedule: every schedulable integration once per window (two ticks in one window queue nothing twice). */
      tick: Effect.gen(function*() {
        const now = yield* nowMillis
        const window = Math.floor(now / windowMillis)
        const result = yield* queue.queueWindow(window, isoIn(now, 0))
        return { window, ...result }
      }),

      /** A manual re-run; the same answer and nothing new queued while one is queued or running. */
      requestRun: (integrationId: string) =>
        Effect.flatMap(nowMillis, (now) => queue.queueOne(integrationId, "manual", isoIn(now, 0))).pipe(Effect.asVoid)
    }
  }),
  dependencies: [SyncQueueRepository.Default]
}) {}
