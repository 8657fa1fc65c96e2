/**
 * The payments source's persisted cursor and the pure bookkeeping of one pass.
 *
 * Stripe lists newest first and has no "updated since" filter, so a run makes
 * two passes: charges created at or after the charges watermark, then events
 * (refunds, disputes, updates) at or after the events watermark. Each
 * watermark is a `created` second plus the ids already taken at that second:
 * `created[gte]` never skips a charge made in the same second as the last one
 * read, and the id set keeps a second run from re-reading it. A pass in
 * progress keeps its `starting_after`, so a crashed run resumes mid-history.
 */
import { Either, ParseResult, Schema } from "effect"

const Watermark = Schema.Struct({
  /** Unix seconds of the newest item taken; null: nothing taken yet. */
  watermark: Schema.NullOr(Schema.Number),
  /** Ids taken at exactly `watermark`. */
  seen: Schema.Array(Schema.String)
})
export type Watermark = typeof Watermark.Type

/**
 * A stretch of `created` seconds read on its own during a backfill: newest
 * first, from `to` down to `from` (both inclusive). `startingAfter` is the
 * last charge read from it, at second `to`, so what is left is everything in
 * [from, to] listed after it.
 */
const Slice = Schema.Struct({
  from: Schema.Number,
  to: Schema.Number,
  startingAfter: Schema.NullOr(Schema.String),
  /** Reads of this slice that failed in a row. */
  failures: Schema.Number,
  /** Why the slice was set aside for this run (a failure that retrying will not fix). */
  parked: Schema.optional(Schema.String),
  /** Charges a second its last full page held: how much of it is likely left; absent until a full page is read. */
  rate: Schema.optional(Schema.Number)
})
export type Slice = typeof Slice.Type

const Pass = Schema.Struct({
  /** `created` of the newest item of this pass (its first page). */
  top: Schema.NullOr(Schema.Number),
  topIds: Schema.Array(Schema.String),
  startingAfter: Schema.NullOr(Schema.String),
  /** Present while the rest of the pass is read as parallel slices (a backfill); each keeps its own position. */
  slices: Schema.optional(Schema.Array(Slice)),
  /** The history's start is still to be found: the one slice starts at 0 until then. */
  findStart: Schema.optional(Schema.Boolean),
  /** Pages this pass has read one at a time (a long history goes on as slices past a few). */
  pages: Schema.optional(Schema.Number),
  /** The `created` seconds the backfill's slices cover, once its start is known: what progress is measured against. */
  span: Schema.optional(Schema.Struct({ from: Schema.Number, to: Schema.Number })),
  /** Slices of this backfill read to their end so far. */
  slicesDone: Schema.optional(Schema.Number)
})
export type Pass = typeof Pass.Type

export const PaymentsCursor = Schema.Struct({
  v: Schema.Literal(1),
  phase: Schema.Literal("charges", "events"),
  charges: Watermark,
  events: Schema.extend(Watermark, Schema.Struct({ checkedAt: Schema.NullOr(Schema.Number) })),
  /** The pass in progress for `phase`; null at the start of a phase. */
  pass: Schema.NullOr(Pass)
})
export type PaymentsCursor = typeof PaymentsCursor.Type

const CursorJson = Schema.parseJson(PaymentsCursor)

const encodeJson = Schema.encodeSync(CursorJson)

export const encodeCursor = (cursor: PaymentsCursor): string => encodeJson(cursor)

export const decodeCursor = (raw: string): Either.Either<PaymentsCursor, string> =>
  Either.mapLeft(Schema.decodeUnknownEither(CursorJson)(raw), (e) => ParseResult.TreeFormatter.formatErrorSync(e))

export const emptyPass: Pass = { top: null, topIds: [], startingAfter: null }

export interface Dated {
  readonly id: string
  readonly created: number
}

/** Items not already taken at the watermark second. */
export const fresh = <T extends Dated>(items: ReadonlyArray<T>, state: Watermark): Array<T> =>
  items.filter((item) => !(item.created === state.watermark && state.seen.includes(item.id)))

/** The pass after one more page (newest first) of raw items. */
export const advance = (pass: Pass, items: ReadonlyArray<Dated>): Pass => {
  const top = pass.top ?? items[0]?.created ?? null
  const atTop = items.filter((item) => item.created === top).map((item) => item.id)
  return {
    ...pass,
    top,
    topIds: [...new Set([...pass.topIds, ...atTop])],
    startingAfter: items.at(-1)?.id ?? pass.startingAfter
  }
}

/** The watermark once a pass has read everything down to the old one. */
export const commit = (state: Watermark, pass: Pass): Watermark => {
  if (pass.top === null) return state
  if (pass.top === state.watermark) return { watermark: pass.top, seen: [...new Set([...state.seen, ...pass.topIds])] }
  return { watermark: pass.top, seen: pass.topIds }
}
