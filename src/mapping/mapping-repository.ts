/** SQL of field mappings: one row per entry, replaced as a whole in one transaction. */
import * as SqlClient from "@effect/sql/SqlClient"
import * as SqlSchema from "@effect/sql/SqlSchema"
import { Effect, Schema } from "effect"
import { integrationsIn } from "../storage/columns.js"
import type { MappingEntryInput } from "./mapping-validation.js"

const MappingRow = Schema.Struct({
  source_field: Schema.String,
  destination_field: Schema.String,
  transform: Schema.NullOr(Schema.String)
})

export class MappingRepository extends Effect.Service<MappingRepository>()("MappingRepository", {
  effect: Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient
    const get = SqlSchema.findAll({
      Request: Schema.String,
      Result: MappingRow,
      execute: (integrationId) =>
        sql`SELECT source_field, destination_field, transform FROM field_mappings
          WHERE integration_id = ${integrationId} ORDER BY position`
    })
    return {
      get: (integrationId: string) => Effect.orDie(get(integrationId)),

      /** Which of these integrations have a mapping saved. */
      mappedAmong: integrationsIn(sql, "field_mappings"),

      /** Atomic: a failure leaves the previous mapping intact. */
      replace: (integrationId: string, entries: ReadonlyArray<MappingEntryInput>) =>
        Effect.gen(function*() {
          yield* sql`DELETE FROM field_mappings WHERE integration_id = ${integrationId}`
          if (entries.length === 0) return
          yield* sql`INSERT INTO field_mappings ${
            sql.insert(
              entries.map((entry, position) => ({
                integration_id: integrationId,
                position,
                source_field: entry.source_field,
                // The column's own name, spaces and all: the sync writes to it by that name.
                destination_field: entry.destination_field,
                transform: entry.transform
              }))
            )
          }`
        }).pipe(sql.withTransaction, Effect.orDie)
    }
  })
}) {}
