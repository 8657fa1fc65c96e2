import { describe, expect, test } from "bun:test"
import { Clock, Data, Effect, Fiber, Random, TestClock, TestContext } from "effect"
import { ConnectorError } from "../../../src/connectors/contract.js"
import {
  MAX_ATTEMPTS,
  MAX_DELAY_MS,
  retryDelayMs,
  withSyncRetry,
  withSyncRetryOrElse
} from "../../../src/sync/retry-policy.js"

class OtherError extends Data.TaggedError("OtherError")<{ readonly reason: string }> {}

const retryable = (retryAfterMs?: number) =>
  new ConnectorError({ provider: "tables", retryable: true, message: "HTTP 503", status: 503, retryAfterMs })
const permanent = new ConnectorError({ provider: "tables", retryable: false, message: "HTTP 422", status: 422 })

/**
 * Runs an always-failing effect (failures given per attempt; the last repeats)
 * under the policy with a fixed random source, advancing the TestClock;
 * returns the clock time at each attempt and the final error.
 */
const run = (randoms: [number, ...Array<number>], failures: ReadonlyArray<ConnectorError | OtherError>) =>
  Effect.gen(function*() {
    const times: Array<number> = []
    const attempt = Effect.gen(function*() {
      times.push(yield* Clock.currentTimeMillis)
      return yield* Effect.fail(failures[Math.min(times.length - 1, failures.length - 1)])
    })
    const fiber = yield* Effect.fork(withSyncRetry(attempt).pipe(Effect.withRandom(Random.fixed(randoms))))
    yield* TestClock.adjust("60 seconds")
    const exit = yield* Fiber.await(fiber)
    return { times, exit }
  }).pipe(Effect.provide(TestContext.TestContext), Effect.runPromise)

describe("sync retry policy", () => {
  test("3 attempts in total, full-jitter delays in [0, 500 ms × 2^n] from the random source", async () => {
    const { times, exit } = await run([0.5, 0.25], [retryable()])
    // before attempt 2: 0.5 × 1000 ms; before attempt 3: 0.25 × 2000 ms
    expect(times).toEqual([0, 500, 1000])
    expect(times.length).toBe(MAX_ATTEMPTS)
    expect(exit._tag).toBe("Failure")
  })

  test("every delay is the one retryDelayMs gives for the same random and Retry-After", async () => {
    const cases: Array<[[number, ...Array<number>], number | undefined]> = [
      [[0.3, 0.7], undefined],
      [[0.9999, 0.1], 1200],
      [[0.01, 0.99], 7000]
    ]
    for (const [randoms, retryAfterMs] of cases) {
      const { times } = await run(randoms, [retryable(retryAfterMs)])
      const first = retryDelayMs(1, randoms[0], retryAfterMs)
      const second = retryDelayMs(2, randoms[1] ?? randoms[0], retryAfterMs)
      expect(times).toEqual([0, first, first + second])
    }
  })

  test("delays stay inside the jitter window at the extremes", async () => {
    expect((await run([0], [retryable()])).times).toEqual([0, 0, 0])
    expect((await run([0.9999], [retryable()])).times).toEqual([0, 999, 999 + 1999])
  })

  test("Retry-After is honoured when longer than the jitter; a longer wait than 8000 ms is not cut short", async () => {
    expect((await run([0.1], [retryable(1500)])).times).toEqual([0, 1500, 3000])
    expect((await run([0.9], [retryable(100)])).times).toEqual([0, 900, 900 + 1800]) // jitter longer than Retry-After wins
    expect((await run([0.5], [retryable(MAX_DELAY_MS)])).times).toEqual([0, MAX_DELAY_MS, 2 * MAX_DELAY_MS])
    // The provider asked for 20 s, more than any retry here may wait: no early call; the run stops with the failure.
    const asked = await run([0.5], [retryable(20_000)])
    expect(asked.times).toEqual([0])
    expect(asked.exit._tag).toBe("Failure")
  })

  test("only retryable ConnectorErrors are retried", async () => {
    expect((await run([0.5], [permanent])).times).toEqual([0])
    expect((await run([0.5], [new OtherError({ reason: "bug" })])).times).toEqual([0])
    // a permanent failure on the 2nd attempt stops there
    expect((await run([0.5], [retryable(), permanent])).times).toEqual([0, 500])
  })

  test("a success after a retry ends the run with the value", async () => {
    const result = await Effect.gen(function*() {
      let calls = 0
      const failing = Effect.suspend(() => ((calls += 1) < 2 ? Effect.fail(retryable()) : Effect.succeed(calls)))
      const fiber = yield* Effect.fork(withSyncRetry(failing).pipe(Effect.withRandom(Random.fixed([0.5]))))
      yield* TestClock.adjust("10 seconds")
      return yield* Fiber.join(fiber)
    }).pipe(Effect.provide(TestContext.TestContext), Effect.runPromise)
    expect(result).toBe(2)
  })

  test("giving up hands over the attempt count the schedule made, and the last failure", async () => {
    const attemptsFor = (failures: ReadonlyArray<ConnectorError | OtherError>) =>
      Effect.gen(function*() {
        let calls = 0
        const attempt = Effect.suspend(() => Effect.fail(failures[Math.min(calls++, failures.length - 1)]))
        const fiber = yield* Effect.fork(
          withSyncRetryOrElse(attempt, (error, attempts) => Effect.succeed({ attempts, calls, last: error })).pipe(
            Effect.withRandom(Random.fixed([0.5]))
          )
        )
        yield* TestClock.adjust("60 seconds")
        return yield* Fiber.join(fiber)
      }).pipe(Effect.provide(TestContext.TestContext), Effect.runPromise)
    const exhausted = await attemptsFor([retryable()])
    expect(exhausted.attempts).toBe(MAX_ATTEMPTS)
    expect(exhausted.calls).toBe(MAX_ATTEMPTS)
    expect(await attemptsFor([permanent])).toEqual({ attempts: 1, calls: 1, last: permanent })
    expect(await attemptsFor([retryable(), permanent])).toEqual({ attempts: 2, calls: 2, last: permanent })
  })

  test("retryDelayMs: the formula itself", () => {
    expect(retryDelayMs(1, 0.5)).toBe(500)
    expect(retryDelayMs(2, 0.5)).toBe(1000)
    expect(retryDelayMs(5, 0.99)).toBe(MAX_DELAY_MS)
    expect(retryDelayMs(1, 0, 3000)).toBe(3000)
  })
})
