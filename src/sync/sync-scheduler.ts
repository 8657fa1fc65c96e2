/**
 * Sends Run requests to the IntegrationSync entities: the schedule's tick
 * (every SYNC_INTERVAL_MINUTES, one request per integration per window) and
 * manual re-runs (idempotent while one is queued or running).
 */
import { Effect } from "effect"
import { AppConfig } from "../config/app-config.js"
import { isoIn, MINUTE, nowMillis } from "../domain/time.js"
import { IntegrationRepository } from "../integrations/integration-repository.js"
import { IntegrationSync, RunRequest } from "./integration-sync.js"
import { SyncLogRepository } from "./sync-log-repository.js"

export class SyncScheduler extends Effect.Service<SyncScheduler>()("SyncScheduler", {
  effect: Effect.gen(function* () {
    const config = yield* AppConfig
    const integrations = yield* IntegrationRepository
    const logs = yield* SyncLogRepository
    const client = yield* IntegrationSync.client
    const windowMillis = config.syncIntervalMinutes * MINUTE

    const send = (request: RunRequest) =>
      client(request.integrationId)
        .Run(request, { discard: true })
        .pipe(Effect.catchAll((error) => Effect.logError(`could not queue a sync of ${request.integrationId}`, error).pipe(Effect.as(false))), Effect.as(true))

    return {
      /** The schedule: every schedulable integration once per window (two ticks in one window queue nothing twice). */
      tick: Effect.gen(function* () {
        const now = yield* nowMillis
        const window = Math.floor(now / windowMillis)
        const ids = yield* integrations.listSchedulable()
        yield* integrations.markQueuedUnlessSyncedSince(ids, isoIn(window * windowMillis, 0), isoIn(now, 0))
        const sent = yield* Effect.forEach(ids, (integrationId) => send(new RunRequest({ integrationId, trigger: "schedule", key: `schedule:${window}` })), {
          concurrency: 8
        })
        return { window, integrations: ids.length, queued: sent.filter(Boolean).length }
      }),

      /** A manual re-run; the same answer and nothing new queued while one is queued or running. */
      requestRun: (integrationId: string) =>
        Effect.gen(function* () {
          const latest = yield* logs.latestId(integrationId)
          yield* integrations.markQueued(integrationId, isoIn(yield* nowMillis, 0))
          yield* send(new RunRequest({ integrationId, trigger: "manual", key: `manual:${latest ?? "first"}` }))
        })
    }
  }),
  dependencies: [IntegrationRepository.Default, SyncLogRepository.Default]
}) {}
