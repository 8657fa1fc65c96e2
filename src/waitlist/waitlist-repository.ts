/** SQL of the public waitlist: one row per e-mail. */
import * as SqlClient from "@effect/sql/SqlClient"
import { Effect } from "effect"

export class WaitlistRepository extends Effect.Service<WaitlistRepository>()("WaitlistRepository", {
  effect: Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient
    return {
      /** Idempotent per e-mail. */
      add: (email: string, at: string) =>
        sql`INSERT INTO waitlist (email, created_at) VALUES (${email}, ${at}) ON CONFLICT (email) DO NOTHING`.pipe(
          Effect.asVoid,
          Effect.orDie
        )
    }
  })
}) {}
