/**
 * Readiness: whether this process can serve, i.e. its database answers and,
 * when REDIS_URL is set, Redis does (without it limits are per process, which
 * an operator wants to know). Liveness (/api/health) checks nothing.
 */
import * as SqlClient from "@effect/sql/SqlClient"
import { Array as Arr, Effect } from "effect"
import { ServiceUnavailable } from "../domain/errors.js"
import { SharedLimitsHealth } from "../ratelimit/rate-limiter-layer.js"

const DATABASE_TIMEOUT = "2 seconds"

export class ReadinessService extends Effect.Service<ReadinessService>()("ReadinessService", {
  effect: Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient
    const shared = yield* SharedLimitsHealth
    const database = sql`SELECT 1 AS ok`.pipe(
      Effect.timeoutFail({ duration: DATABASE_TIMEOUT, onTimeout: () => "it did not answer in time" }),
      Effect.mapError((error) => `The database is unreachable (${typeof error === "string" ? error : error.message}).`),
      Effect.as("ok" as const)
    )
    return {
      check: Effect.all({ database, redis: shared.check }, { concurrency: 2, mode: "validate" }).pipe(
        Effect.mapError((failures) => Arr.getSomes([failures.database, failures.redis]).join(" ")),
        Effect.tapError((message) => Effect.logWarning(`not ready: ${message}`)),
        Effect.mapError((message) => new ServiceUnavailable({ message })),
        Effect.map(({ database, redis }) => ({ ok: true as const, database, redis }))
      )
    }
  })
}) {}
