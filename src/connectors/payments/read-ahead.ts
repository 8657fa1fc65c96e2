/**
 * A backfill's next page of each slice, requested as soon as the slice's page
 * before it arrives, so the key's budget is spent while the current page is
 * mapped and written instead of idling for the slowest call of each page.
 * Nothing read ahead is in the cursor: a run that dies loses only the calls,
 * and the next run reads those positions again. Kept per run (per source
 * connection), one call per slice, and forgotten when the next page does not
 * ask for it.
 */
import { Effect, Either, Fiber } from "effect"
import type { ConnectorError } from "../contract.js"
import type { Dated, Slice } from "./cursor.js"

export interface SlicePage<T extends Dated> {
  readonly data: ReadonlyArray<T>
  readonly has_more: boolean
}

type Read<T extends Dated> = Effect.Effect<SlicePage<T>, ConnectorError>

interface Ahead<T extends Dated> {
  /** The oldest second the call asked for; the slice may since have been split above it. */
  readonly from: number
  readonly fiber: Fiber.RuntimeFiber<Either.Either<SlicePage<T>, ConnectorError>>
}

const positionOf = (slice: Slice): string => `${slice.to}:${slice.startingAfter ?? ""}`

/**
 * A page read for [from, to] cut to a slice that starts later (split since):
 * its older charges belong to the other half, which reads them itself; once
 * the page reached past the slice's start, the slice is complete.
 */
export const cutTo = <T extends Dated>(page: SlicePage<T>, from: number): SlicePage<T> => {
  const data = page.data.filter((item) => item.created >= from)
  return data.length === page.data.length ? page : { data, has_more: false }
}

export const makeReadAhead = <T extends Dated>() => {
  const runs = new WeakMap<object, Map<string, Ahead<T>>>()
  const of = (run: object): Map<string, Ahead<T>> => {
    const found = runs.get(run)
    if (found !== undefined) return found
    const made = new Map<string, Ahead<T>>()
    runs.set(run, made)
    return made
  }

  /** The slice's page: the one read ahead for its position, else `read` now. */
  const take = (
    run: object,
    slice: Slice,
    read: Read<T>
  ): Effect.Effect<Either.Either<SlicePage<T>, ConnectorError>> => {
    const pending = of(run)
    const ahead = pending.get(positionOf(slice))
    pending.delete(positionOf(slice))
    if (ahead === undefined || ahead.from > slice.from) return Effect.either(read)
    return Effect.map(Fiber.join(ahead.fiber), Either.map((page) => cutTo(page, slice.from)))
  }

  /** Starts reading the slice's next page in the background. */
  const start = (run: object, slice: Slice, read: Read<T>): Effect.Effect<void> =>
    Effect.map(Effect.forkDaemon(Effect.either(read)), (fiber) => {
      of(run).set(positionOf(slice), { from: slice.from, fiber })
    })

  /** Forgets what a page does not ask for (a slice set aside, or a run gone back to an older cursor). */
  const keepOnly = (run: object, open: ReadonlyArray<Slice>): Effect.Effect<void> => {
    const wanted = new Set(open.map(positionOf))
    const pending = of(run)
    const stale = [...pending.entries()].filter(([position]) => !wanted.has(position))
    for (const [position] of stale) pending.delete(position)
    return Effect.forEach(stale, ([, ahead]) => Fiber.interrupt(ahead.fiber), { discard: true })
  }

  return { take, start, keepOnly }
}
