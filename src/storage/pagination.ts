/**
 * Keyset pagination shared by every list: newest first by (created_at, id),
 * `?limit=` 1–200 (default 50), `?cursor=` opaque, `next_cursor` null at the end.
 */
import { Effect, Schema } from "effect"
import { InvalidInput } from "../domain/errors.js"

export interface PageRequest {
  readonly limit: number
  /** The (created_at, id) of the last row of the previous page. */
  readonly after: { readonly createdAt: string; readonly id: string } | null
}

/** A PageRequest as the fields of a query's request schema. */
export const PageRequestFields = {
  limit: Schema.Int,
  after: Schema.NullOr(Schema.Struct({ createdAt: Schema.String, id: Schema.String }))
}

export interface Page<A> {
  readonly items: ReadonlyArray<A>
  readonly nextCursor: string | null
}

export const DEFAULT_LIMIT = 50
export const MAX_LIMIT = 200

const encodeCursor = (createdAt: string, id: string) => Buffer.from(`${createdAt}|${id}`, "utf8").toString("base64url")

const decodeCursor = (cursor: string) => {
  const [createdAt, id, ...rest] = Buffer.from(cursor, "base64url").toString("utf8").split("|")
  return createdAt && id && rest.length === 0 && !Number.isNaN(Date.parse(createdAt)) ? { createdAt, id } : null
}

/** Parses the raw query parameters; a bad one is a 400 naming it. */
export const parsePageRequest = (
  params: { readonly limit?: string | undefined; readonly cursor?: string | undefined }
) =>
  Effect.gen(function*() {
    const problems: Array<string> = []
    let limit = DEFAULT_LIMIT
    if (params.limit !== undefined) {
      const parsed = Number(params.limit)
      if (!/^\d+$/.test(params.limit) || parsed < 1 || parsed > MAX_LIMIT) {
        problems.push(`limit: must be an integer from 1 to ${MAX_LIMIT}`)
      } else limit = parsed
    }
    let after: PageRequest["after"] = null
    if (params.cursor !== undefined && params.cursor !== "") {
      after = decodeCursor(params.cursor)
      if (after === null) problems.push("cursor: is not a cursor this API returned")
    }
    if (problems.length > 0) {
      return yield* new InvalidInput({ message: `Invalid input: ${problems.join("; ")}`, details: { problems } })
    }
    return { limit, after } satisfies PageRequest
  })

/** Given rows fetched with `limit + 1`, cuts the page and computes the next cursor. */
export const toPage = <A>(
  rows: ReadonlyArray<A>,
  limit: number,
  keyOf: (row: A) => { createdAt: string; id: string }
): Page<A> => {
  if (rows.length <= limit) return { items: rows, nextCursor: null }
  const items = rows.slice(0, limit)
  const last = keyOf(items[items.length - 1])
  return { items, nextCursor: encodeCursor(last.createdAt, last.id) }
}

/**
 * The keyset condition "older than the cursor" over (created, id). Column
 * names are constants of the calling repository, never user input.
 */
export const olderThan = (
  sql: import("@effect/sql").SqlClient.SqlClient,
  after: PageRequest["after"],
  createdColumn = "created_at",
  idColumn = "id"
) => {
  if (after === null) return sql`1 = 1`
  const created = sql.unsafe(createdColumn)
  const id = sql.unsafe(idColumn)
  return sql`(${created} < ${after.createdAt} OR (${created} = ${after.createdAt} AND ${id} < ${after.id}))`
}
