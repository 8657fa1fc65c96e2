/**
 * The payments SourceConnector: charges through the `stripe` SDK, 100 a page,
 * newest first, from a cursor (see cursor.ts) that holds a `created`
 * watermark for charges and one for events, so a run never skips a charge,
 * never re-reads one it already took, resumes mid-history after a crash, and
 * picks up charges changed after creation (refunds, disputes, updates) from
 * `/v1/events` — re-reading each such charge so the newest state is written.
 */
import * as RateLimiter from "@effect/experimental/RateLimiter"
import { Cache, Clock, Duration, Effect, Either } from "effect"
import type Stripe from "stripe"
import { AppConfig } from "../../config/app-config.js"
import { ProviderConfig } from "../../config/provider-config.js"
import { secretTextOf } from "../../domain/json-fields.js"
import { isJsonObject } from "../../mapping/path.js"
import { makeStripe } from "../../stripe/client.js"
import { type Connection, ConnectorError, type JsonRecord, type SourceConnector, type SourcePage } from "../contract.js"
import {
  advance,
  commit,
  decodeCursor,
  emptyPass,
  encodeCursor,
  fresh,
  type Pass,
  type PaymentsCursor,
  type Slice
} from "./cursor.js"
import { makeReadAhead } from "./read-ahead.js"
import {
  afterFailure,
  afterPage,
  geometricProbes,
  linearProbes,
  mergeSmall,
  topUp,
  unpark,
  wholeSlice
} from "./slices.js"
import { budgetFor, callStripe } from "./stripe-client.js"

export interface PaymentsSourceOptions {
  /** Per-request timeout (default 30 s). */
  readonly timeoutMs?: number
  /** Charges per page, 1–100 (default 100). */
  readonly pageSize?: number
  /**
   * Most slices of a backfill read at once (default PAYMENTS_BACKFILL_SLICES,
   * else 32; 1 reads every history one page at a time). Paced keys read at
   * most their per-second budget at once.
   */
  readonly maxSlices?: number
  /** Pages a first sync reads one at a time before the rest goes on as slices (default 3 for live keys, 10 for test keys). */
  readonly sequentialPages?: number
}

/** Event types that mean a charge changed after it was created. */
export const CHANGE_EVENT_TYPES = [
  "charge.refunded",
  "charge.refund.updated",
  "charge.updated",
  "charge.captured",
  "charge.succeeded",
  "charge.failed",
  "charge.expired",
  "charge.dispute.created",
  "charge.dispute.updated",
  "charge.dispute.closed",
  "charge.dispute.funds_withdrawn",
  "charge.dispute.funds_reinstated"
]
/** Status events fired as a charge is created carry nothing the charges pass has not read. */
const STATUS_EVENT_TYPES = new Set(["charge.succeeded", "charge.failed", "charge.captured"])

/** Stripe drops events after 30 days; a cursor idle longer may have missed changes. */
const EVENT_RETENTION_SECONDS = 30 * 24 * 3600 - 3600

const RETRIEVE_CONCURRENCY = 4

/** A charges watermark older than this makes the pass a backfill (parallel slices), as a first sync does. */
const BACKFILL_GAP_SECONDS = 6 * 3600
/**
 * Pages a pass reads one at a time before it goes on as slices. Finding where a history starts costs about 35
 * one-charge calls: under half a second of a live key's budget (88/s), nearly two seconds of a test key's (20/s),
 * which several first syncs on one test key share. A history shorter than this is cheaper read a page at a time.
 */
const sequentialPagesOf = (apiKey: string): number => (budgetFor(apiKey).perSecond >= 50 ? 3 : 10)
/** A slice whose reads fail this many times in a row is set aside until the next run. */
const MAX_SLICE_FAILURES = 5
/** Points of the second round of the search for the oldest charge. */
const LINEAR_PROBES = 16

/** The SDK's objects are plain JSON: seen as JSON records, never copied (this runs for every charge). */
const jsonRecord = (object: object): JsonRecord | undefined => (isJsonObject(object) ? object : undefined)
const jsonRecords = (objects: ReadonlyArray<object>): Array<JsonRecord> => {
  const out: Array<JsonRecord> = []
  for (const object of objects) if (isJsonObject(object)) out.push(object)
  return out
}

/** The charge an event is about: the object itself, or a dispute's / refund's `charge`. */
export const chargeIdOfEvent = (event: Stripe.Event): string | undefined => {
  const object = jsonRecord(event.data.object) ?? {}
  if (object.object === "charge" && typeof object.id === "string") {
    if (STATUS_EVENT_TYPES.has(event.type) && object.created === event.created) return undefined
    return object.id
  }
  const charge = object.charge
  if (typeof charge === "string") return charge
  if (typeof charge === "object" && charge !== null && "id" in charge && typeof charge.id === "string") return charge.id
  return undefined
}

const apiKeyOf = (connection: Connection): Effect.Effect<string, ConnectorError> => {
  const key = secretTextOf(connection.credentials.api_key ?? connection.credentials.access_token)
  return key !== undefined
    ? Effect.succeed(key)
    : Effect.fail(
      new ConnectorError({
        provider: "payments",
        retryable: false,
        reconnect: true,
        message: "The payment processor connection has no secret key (api_key). Reconnect the payment processor."
      })
    )
}

/** SDK clients kept at once: far more than the runs a runner keeps in flight, far fewer than its merchants. */
const STRIPE_CLIENTS_KEPT = 256

export const makePaymentsSource = (options: PaymentsSourceOptions = {}) =>
  Effect.gen(function*() {
    const endpoints = (yield* ProviderConfig).of("payments")
    const limiter = yield* RateLimiter.RateLimiter
    const pageSize = Math.min(100, Math.max(1, options.pageSize ?? 100))
    const { paymentsClientPacing: paced, paymentsBackfillSlices } = (yield* AppConfig).pacing
    const maxSlices = Math.max(1, options.maxSlices ?? paymentsBackfillSlices)
    const sequentialPages = (key: string) => Math.max(1, options.sequentialPages ?? sequentialPagesOf(key))
    // An SDK client weighs about 40 KB and every merchant has a key of their own: keep the recently used ones, so a
    // runner's memory does not grow with the number of merchants it has ever synced.
    const clients = yield* Cache.make({
      capacity: STRIPE_CLIENTS_KEPT,
      timeToLive: Duration.hours(1),
      lookup: (key: string) =>
        Effect.sync(() => makeStripe(key, { apiUrl: endpoints.apiUrl, timeoutMs: options.timeoutMs ?? 30_000 }))
    })
    const call = <A>(key: string, f: (stripe: Stripe) => Promise<A>): Effect.Effect<A, ConnectorError> =>
      Effect.flatMap(clients.get(key), (stripe) => callStripe(key, () => f(stripe), limiter, paced))
    // As many slices at once as the key may make calls in a second: the limiter spreads them over it.
    const ahead = makeReadAhead<Stripe.Charge>()
    const slicesFor = (key: string): number => (paced ? Math.min(maxSlices, budgetFor(key).perSecond) : maxSlices)

    const listEvents = (key: string, watermark: number | null, startingAfter: string | null) =>
      call(key, (s) =>
        s.events.list({
          types: CHANGE_EVENT_TYPES,
          limit: pageSize,
          ...(watermark === null ? {} : { created: { gte: watermark } }),
          ...(startingAfter === null ? {} : { starting_after: startingAfter })
        }))

    /** A new history: events from now on are changes; every charge so far is read by the charges pass. */
    const start = (key: string, now: number): Effect.Effect<PaymentsCursor, ConnectorError> =>
      Effect.map(listEvents(key, null, null), (page) => {
        const newest = page.data[0]?.created ?? null
        return {
          v: 1,
          phase: "charges",
          charges: { watermark: null, seen: [] },
          events: {
            watermark: newest,
            seen: page.data.filter((e) => e.created === newest).map((e) => e.id),
            checkedAt: now
          },
          pass: null
        }
      })

    /** True when no charge is older than `second` (and at or after `floor`). */
    const nothingBefore = (key: string, floor: number, second: number) =>
      Effect.map(
        call(key, (s) => s.charges.list({ limit: 1, created: { gte: floor, lt: second } })),
        (page) => page.data.length === 0
      )

    /**
     * A lower bound close to the oldest charge, in two parallel rounds of
     * one-charge lists: points an hour, two, four... before the newest, then
     * even points between the last empty one and the first that is not.
     */
    const oldestCharge = (key: string, floor: number, newest: number): Effect.Effect<number, ConnectorError> =>
      Effect.gen(function*() {
        const lowest = (points: ReadonlyArray<number>) =>
          Effect.map(
            Effect.forEach(
              points,
              (point) => Effect.map(nothingBefore(key, floor, point), (empty) => ({ point, empty })),
              { concurrency: "unbounded" }
            ),
            (found) => ({
              lo: Math.max(floor, ...found.filter((f) => f.empty).map((f) => f.point)),
              hi: Math.min(newest, ...found.filter((f) => !f.empty).map((f) => f.point))
            })
          )
        const first = yield* lowest(geometricProbes(floor, newest))
        const second = yield* lowest(linearProbes(first.lo, first.hi, LINEAR_PROBES))
        return Math.max(first.lo, second.lo)
      })

    const chargesPage = (
      run: Connection,
      key: string,
      cursor: PaymentsCursor,
      now: number
    ): Effect.Effect<SourcePage, ConnectorError> =>
      Effect.gen(function*() {
        const slices = cursor.pass?.slices
        if (cursor.pass !== null && slices !== undefined) {
          return yield* backfillPage(run, key, cursor, cursor.pass, slices)
        }
        const page = yield* call(key, (s) =>
          s.charges.list({
            limit: pageSize,
            ...(cursor.charges.watermark === null ? {} : { created: { gte: cursor.charges.watermark } }),
            ...(cursor.pass === null || cursor.pass.startingAfter === null
              ? {}
              : { starting_after: cursor.pass.startingAfter })
          }))
        const pages = (cursor.pass?.pages ?? 0) + 1
        const pass = { ...advance(cursor.pass ?? emptyPass, page.data), pages }
        const records = jsonRecords(fresh(page.data, cursor.charges))
        const last = page.data.at(-1)
        const watermark = cursor.charges.watermark
        // A first sync or a long gap with more to read than a short history holds: the rest is read as parallel
        // slices.
        const longGap = watermark === null || now - watermark > BACKFILL_GAP_SECONDS
        const backfill = page.has_more && pages >= sequentialPages(key) && last !== undefined && slicesFor(key) > 1 &&
          longGap
        if (backfill) {
          // Where a first sync's history starts is found by the next page, while this one is written.
          const slices = [wholeSlice(watermark ?? 0, last.created, last.id)]
          const span = watermark === null ? {} : { span: { from: watermark, to: last.created } }
          const next: PaymentsCursor = {
            ...cursor,
            pass: { ...pass, slices, findStart: watermark === null, ...span, slicesDone: 0 }
          }
          return { records, cursor: encodeCursor(next), done: false }
        }
        const next: PaymentsCursor = page.has_more
          ? { ...cursor, pass }
          : { ...cursor, phase: "events", charges: commit(cursor.charges, pass), pass: null }
        return { records, cursor: encodeCursor(next), done: false }
      })

    /**
     * One page of every open slice (at most K, split to K), read at once under
     * the key's budget, as one page whose cursor holds every slice's position.
     * A slice whose read fails keeps its position and is tried again in the
     * next page; one that keeps failing is set aside, and once the others are
     * read the run stops `partial` with it kept for the next run.
     */
    const readSlice = (key: string, slice: Slice) =>
      call(key, (s) =>
        s.charges.list({
          limit: pageSize,
          created: { gte: slice.from, lte: slice.to },
          ...(slice.startingAfter === null ? {} : { starting_after: slice.startingAfter })
        }))

    const backfillPage = (
      run: Connection,
      key: string,
      cursor: PaymentsCursor,
      pass: Pass,
      slices: ReadonlyArray<Slice>
    ): Effect.Effect<SourcePage, ConnectorError> =>
      Effect.gen(function*() {
        const whole = slices[0]
        if (pass.findStart === true && whole !== undefined) {
          const from = yield* oldestCharge(key, whole.from, whole.to)
          yield* Effect.logInfo(
            `payments: backfill of charges from ${from} to ${whole.to}, ${slicesFor(key)} slices at once`
          )
          const span = { from, to: whole.to }
          return yield* backfillPage(run, key, cursor, { ...pass, findStart: undefined, span }, [{ ...whole, from }])
        }
        const planned = topUp(mergeSmall(slices, pageSize), slicesFor(key), pageSize)
        const open = planned.filter((slice) => slice.parked === undefined)
        const parked = planned.filter((slice) => slice.parked !== undefined)
        if (open.length === 0) {
          const reasons = [...new Set(parked.map((slice) => slice.parked))].join("; ")
          return {
            records: [],
            cursor: encodeCursor({ ...cursor, pass: { ...pass, slices: unpark(parked) } }),
            done: true,
            deferred:
              `${parked.length} stretch${parked.length === 1 ? "" : "es"} of the payment history could not be read ` +
              `(${reasons}); the next run tries again, the rest is synced.`
          }
        }
        yield* ahead.keepOnly(run, open)
        const results = yield* Effect.forEach(
          open,
          (slice) =>
            Effect.tap(ahead.take(run, slice, readSlice(key, slice)), (result) => {
              // The slice's next page is asked for at once: the budget keeps flowing while this page is written.
              const after = Either.isRight(result)
                ? afterPage(slice, result.right.data, result.right.has_more)
                : undefined
              return after === undefined ? Effect.void : ahead.start(run, after, readSlice(key, after))
            }),
          { concurrency: "unbounded" }
        )
        const firstFailure = results.find(Either.isLeft)
        // Nothing read at all: the page fails as a whole, under the run's retry policy.
        if (firstFailure !== undefined && results.every(Either.isLeft)) return yield* Effect.fail(firstFailure.left)
        const records: Array<JsonRecord> = []
        const next: Array<Slice> = [...parked]
        let finished = 0
        results.forEach((result, index) => {
          const slice = open[index]
          if (Either.isLeft(result)) {
            next.push(afterFailure(slice, result.left.message, result.left.retryable, MAX_SLICE_FAILURES))
            return
          }
          for (const record of jsonRecords(fresh(result.right.data, cursor.charges))) records.push(record)
          const after = afterPage(slice, result.right.data, result.right.has_more)
          if (after === undefined) finished += 1
          else next.push(after)
        })
        const slicesDone = (pass.slicesDone ?? 0) + finished
        const cursorAfter: PaymentsCursor = next.length === 0
          ? { ...cursor, phase: "events", charges: commit(cursor.charges, pass), pass: null }
          : { ...cursor, pass: { ...pass, slices: next, slicesDone } }
        return { records, cursor: encodeCursor(cursorAfter), done: false }
      })

    const retrieve = (key: string, id: string): Effect.Effect<JsonRecord | undefined, ConnectorError> =>
      call(key, (s) => s.charges.retrieve(id)).pipe(
        Effect.map(jsonRecord),
        // A charge that no longer exists (deleted test data) has nothing to write.
        Effect.catchIf((e) => e.status === 404, () => Effect.succeed(undefined))
      )

    const eventsPage = (key: string, cursor: PaymentsCursor, now: number): Effect.Effect<SourcePage, ConnectorError> =>
      Effect.gen(function*() {
        const page = yield* listEvents(key, cursor.events.watermark, cursor.pass?.startingAfter ?? null)
        const ids = [...new Set(fresh(page.data, cursor.events).flatMap((e) => chargeIdOfEvent(e) ?? []))]
        const charges = yield* Effect.forEach(ids, (id) => retrieve(key, id), { concurrency: RETRIEVE_CONCURRENCY })
        const pass = advance(cursor.pass ?? emptyPass, page.data)
        const next: PaymentsCursor = page.has_more
          ? { ...cursor, pass }
          : { ...cursor, phase: "charges", events: { ...commit(cursor.events, pass), checkedAt: now }, pass: null }
        return {
          records: charges.filter((c): c is JsonRecord => c !== undefined),
          cursor: encodeCursor(next),
          done: !page.has_more
        }
      })

    const decode = (raw: string): Effect.Effect<PaymentsCursor, ConnectorError> =>
      Either.match(decodeCursor(raw), {
        onRight: Effect.succeed,
        onLeft: (issue) =>
          Effect.fail(
            new ConnectorError({
              provider: "payments",
              retryable: false,
              message: `The saved payments sync position is unreadable: ${issue}`
            })
          )
      })

    const readPage = (connection: Connection, raw: string | null): Effect.Effect<SourcePage, ConnectorError> =>
      Effect.gen(function*() {
        const key = yield* apiKeyOf(connection)
        const now = Math.floor((yield* Clock.currentTimeMillis) / 1000)
        let cursor = raw === null ? null : yield* decode(raw)
        const idleTooLong = cursor !== null && cursor.phase === "charges" && cursor.pass === null &&
          cursor.events.checkedAt !== null && now - cursor.events.checkedAt > EVENT_RETENTION_SECONDS
        if (cursor === null || idleTooLong) {
          if (idleTooLong) {
            yield* Effect.logWarning("payments: events older than 30 days are gone; re-reading all charges")
          }
          cursor = yield* start(key, now)
        }
        return cursor.phase === "charges"
          ? yield* chargesPage(connection, key, cursor, now)
          : yield* eventsPage(key, cursor, now)
      })

    const sample = (connection: Connection, count: number): Effect.Effect<ReadonlyArray<JsonRecord>, ConnectorError> =>
      Effect.gen(function*() {
        const key = yield* apiKeyOf(connection)
        const out: Array<JsonRecord> = []
        let startingAfter: string | undefined
        while (out.length < count) {
          const page = yield* call(key, (s) =>
            s.charges.list({
              limit: Math.min(100, count - out.length),
              ...(startingAfter === undefined ? {} : { starting_after: startingAfter })
            }))
          out.push(...jsonRecords(page.data))
          startingAfter = page.data.at(-1)?.id
          if (!page.has_more || startingAfter === undefined) {
            break
          }
        }
        return out
      })

    const externalIdOf = (record: JsonRecord): string => String(record.id)

    const source: SourceConnector = { kind: "payments", readPage, sample, externalIdOf }
    return source
  })

/** The payments source with defaults; needs ProviderConfig (bundled) and a RateLimiter from the app. */
export class PaymentsSource extends Effect.Service<PaymentsSource>()("salesync/PaymentsSource", {
  effect: makePaymentsSource(),
  dependencies: [ProviderConfig.Default, AppConfig.Default]
}) {}
