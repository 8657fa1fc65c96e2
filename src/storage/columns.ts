/**
 * Column schemas (and a lookup) for decoding rows on both databases: repositories decode what a query
 * returns instead of asserting its type, so a row that does not hold what its schema says
 * is a defect naming the column, not a wrong value passed on.
 */
import * as SqlClient from "@effect/sql/SqlClient"
import * as SqlSchema from "@effect/sql/SqlSchema"
import { Effect, Schema } from "effect"
import { type ProviderKind, providers } from "../domain/providers.js"

/** An integer column: a number, or the digits PostgreSQL sends for BIGINT and SUM/COUNT results. */
export const IntColumn = Schema.Union(Schema.Int, Schema.NumberFromString.pipe(Schema.int()))

/** A nullable text column. */
export const NullableText = Schema.NullOr(Schema.String)

/** A provider kind as stored by onboarding. */
export const ProviderKindColumn = Schema.declare(
  (value: unknown): value is ProviderKind =>
    typeof value === "string" && providers.some((provider) => provider.kind === value),
  { identifier: "ProviderKind" }
)

/** The `id` of each row a statement returned (RETURNING id, SELECT id). */
export const IdRow = Schema.Struct({ id: Schema.String })

/** The row of `table` whose `column` equals the request, decoded (table and column are constants). */
export const findOneBy = <A, I>(sql: SqlClient.SqlClient, table: string, column: string, Result: Schema.Schema<A, I>) =>
  SqlSchema.findOne({
    Request: Schema.String,
    Result,
    execute: (value) => sql`SELECT * FROM ${sql(table)} WHERE ${sql(column)} = ${value}`
  })

/** Which of these integrations have a row in `table` (a constant): one statement, none for an empty list. */
export const integrationsIn = (sql: SqlClient.SqlClient, table: string) => {
  const find = SqlSchema.findAll({
    Request: Schema.Array(Schema.String),
    Result: Schema.Struct({ integration_id: Schema.String }),
    execute: (integrationIds) =>
      sql`SELECT DISTINCT integration_id FROM ${sql(table)} WHERE ${sql.in("integration_id", integrationIds)}`
  })
  return (integrationIds: ReadonlyArray<string>) =>
    integrationIds.length === 0
      ? Effect.succeed(new Set<string>())
      : find(integrationIds).pipe(
        Effect.map((rows) => new Set(rows.map((row) => row.integration_id))),
        Effect.orDie
      )
}
