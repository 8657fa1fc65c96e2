/**
 * The IntegrationSync entity: one per integration, living on the runner that
 * owns its shard, so one integration never runs two syncs at once, in one
 * process or across runners; when a runner dies its shards (and due runs) move
 * to the survivors. What is due lives in the sync queue, not in messages: a
 * Run runs the queued sync, if still queued; its log removes it.
 */
import * as Entity from "@effect/cluster/Entity"
import * as Rpc from "@effect/rpc/Rpc"
import { Effect, Option, Schema } from "effect"
import { SyncEngine } from "./sync-engine.js"
import { SyncQueueRepository } from "./sync-queue-repository.js"

export const IntegrationSync = Entity.make("IntegrationSync", [
  Rpc.make("Run", { payload: Schema.Struct({ integrationId: Schema.String }) })
])

export const IntegrationSyncLive = IntegrationSync.toLayer(
  Effect.gen(function*() {
    const engine = yield* SyncEngine
    const queue = yield* SyncQueueRepository
    return {
      Run: ({ payload: { integrationId } }) =>
        Effect.gen(function*() {
          // Another runner may have finished it while the shard moved here.
          const queued = yield* queue.find(integrationId)
          if (Option.isNone(queued)) return
          yield* Effect.logInfo(`sync run ${integrationId} started`)
          // A logged run left the queue with its log; one that ended without a log (the integration or its account
          // gone) leaves it here.
          const logged = yield* engine.run(integrationId, queued.value.triggered_by)
          if (Option.isNone(logged)) yield* queue.remove(integrationId)
        }).pipe(Effect.withSpan("IntegrationSync.Run", { attributes: { integration: integrationId } }))
    }
  }),
  // An idle entity holds memory and nothing else (a running one is never reaped).
  { maxIdleTime: "5 seconds" }
)
