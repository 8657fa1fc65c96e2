/**
 * A runner's pull loop: walks the due list a page at a time and starts the
 * runs of the integrations whose shard this runner owns, at most
 * SYNC_CONCURRENCY at once, each in its IntegrationSync entity. Memory stays
 * bounded whatever the number of integrations: one page of ids and the runs
 * in flight. A run that did not finish (runner died, shard moved, database
 * down) stays queued and is started again on a later pass, by whichever
 * runner then owns its shard.
 */
import * as EntityId from "@effect/cluster/EntityId"
import * as Sharding from "@effect/cluster/Sharding"
import { Effect, Layer } from "effect"
import { AppConfig } from "../config/app-config.js"
import { IntegrationSync } from "./integration-sync.js"
import { releaseMemory } from "./memory.js"
import { type QueuedRun, SyncQueueRepository } from "./sync-queue-repository.js"

const PAGE_SIZE = 500
const IDLE_PAUSE = "1 second"
/**
 * Thousands of short runs make garbage faster than the runtime collects it on its own (as long syncs do).
 * A full collection costs tens of milliseconds: every 200 runs it took a quarter of a 10,000-run burst's time,
 * every 1,000 runs the heap passed 512 MB; every 500 keeps both in bounds.
 */
const RELEASE_MEMORY_EVERY_RUNS = 500

export const SyncDispatcherLive = Layer.scopedDiscard(
  Effect.gen(function*() {
    const config = yield* AppConfig
    const queue = yield* SyncQueueRepository
    const sharding = yield* Sharding.Sharding
    const client = yield* IntegrationSync.client
    const permits = yield* Effect.makeSemaphore(config.syncConcurrency)
    const inFlight = new Set<string>()
    let finished = 0
    const afterRun = Effect.suspend(() => (++finished % RELEASE_MEMORY_EVERY_RUNS === 0 ? releaseMemory : Effect.void))

    const ownedHere = (integrationId: string) =>
      Effect.map(IntegrationSync.getShardId(EntityId.make(integrationId)), sharding.hasShardId)

    const start = (run: QueuedRun) =>
      Effect.gen(function*() {
        const startable = Effect.map(
          ownedHere(run.integration_id),
          (owned) => owned && !inFlight.has(run.integration_id)
        )
        if (!(yield* startable)) return
        yield* permits.take(1)
        // Waiting for a slot may take a while: the shard may have moved meanwhile.
        if (!(yield* startable)) return yield* permits.release(1)
        inFlight.add(run.integration_id)
        yield* client(run.integration_id)
          .Run({ integrationId: run.integration_id })
          .pipe(
            // It stays queued; the next pass (here or on the shard's new runner) starts it again.
            Effect.catchAllCause((cause) => Effect.logDebug(`run of ${run.integration_id} did not finish`, cause)),
            Effect.ensuring(
              Effect.sync(() => inFlight.delete(run.integration_id)).pipe(
                Effect.zipRight(permits.release(1)),
                Effect.zipRight(afterRun)
              )
            ),
            Effect.forkScoped
          )
      }).pipe(Effect.provideService(Sharding.Sharding, sharding))

    /** One walk over the due list, a page at a time. */
    const pass = Effect.gen(function*() {
      let after = ""
      for (;;) {
        const page = yield* queue.duePage(after, PAGE_SIZE)
        for (const run of page) yield* start(run)
        const last = page.at(-1)
        if (last === undefined || page.length < PAGE_SIZE) return
        after = last.integration_id
      }
    })

    yield* pass.pipe(
      Effect.catchAllCause((cause) => Effect.logWarning("sync queue unreadable; retrying", cause)),
      Effect.zipRight(Effect.sleep(IDLE_PAUSE)),
      Effect.forever,
      Effect.forkScoped
    )
  })
)
