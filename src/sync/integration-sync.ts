/**
 * The IntegrationSync entity: one per integration, so one integration never
 * runs two syncs at once, in one process or across runners. A Run request is
 * persisted; its primary key makes a repeated request (the same schedule
 * window, or a manual re-run while one is queued or running) the same message.
 */
import { ClusterSchema, Entity } from "@effect/cluster"
import { Rpc } from "@effect/rpc"
import { Effect, PrimaryKey, Schema } from "effect"
import { SyncEngine } from "./sync-engine.js"

export class RunRequest extends Schema.Class<RunRequest>("RunRequest")({
  integrationId: Schema.String,
  trigger: Schema.Literal("schedule", "manual"),
  /** Idempotency key: `schedule:<window>` or `manual:<last log id>`. */
  key: Schema.String
}) {
  [PrimaryKey.symbol]() {
    return `${this.integrationId}:${this.key}`
  }
}

export const IntegrationSync = Entity.make("IntegrationSync", [
  Rpc.make("Run", { payload: RunRequest }).annotate(ClusterSchema.Persisted, true)
])

export const IntegrationSyncLive = IntegrationSync.toLayer(
  Effect.gen(function* () {
    const engine = yield* SyncEngine
    return {
      Run: (envelope) =>
        engine.run(envelope.payload.integrationId, envelope.payload.trigger).pipe(
          Effect.asVoid,
          Effect.withSpan("IntegrationSync.Run", { attributes: { integration: envelope.payload.integrationId } })
        )
    }
  }),
  // Long histories sync for a long time; the entity must not be reaped mid-run.
  { maxIdleTime: "10 minutes" }
)
