/** The shared token keeper (src/connectors/oauth-token.ts) on its own, with TestClock. */
import { describe, expect, test } from "bun:test"
import { Duration, Effect, Either, Fiber, TestClock, TestContext } from "effect"
import { type Connection, ConnectorError, type JsonRecord } from "../../src/connectors/contract.js"
import { makeTokenKeeper, parseExpiresAt, reconnectError } from "../../src/connectors/oauth-token.js"

const setup = (credentials: JsonRecord, rotate = true) => {
  const saved: Array<JsonRecord> = []
  let refreshes = 0
  const keeper = makeTokenKeeper({
    provider: "office",
    persistAccessToken: true,
    refresh: (refreshToken) =>
      Effect.suspend(() => {
        if (refreshToken === "revoked") return Effect.fail(reconnectError("office", 400))
        refreshes += 1
        return Effect.succeed({
          accessToken: `at${refreshes}`,
          expiresInSeconds: 3600,
          ...(rotate ? { refreshToken: `rt${refreshes}` } : {})
        })
      }).pipe(Effect.delay(Duration.millis(1)))
  })
  const connection: Connection = { credentials, saveCredentials: (next) => Effect.sync(() => void saved.push(next)) }
  return { keeper, connection, saved, refreshes: () => refreshes }
}

const unauthorized = new ConnectorError({
  provider: "office",
  retryable: false,
  reconnect: true,
  status: 401,
  message: "401"
})

const runTest = <A, E>(effect: Effect.Effect<A, E>) =>
  Effect.runPromise(effect.pipe(Effect.provide(TestContext.TestContext)))

/** Runs `effect` while the TestClock moves past the fake refresh's 1 ms. */
const withClock = <A, E>(effect: Effect.Effect<A, E>) =>
  runTest(
    Effect.fork(effect).pipe(
      Effect.tap(() => TestClock.adjust(Duration.millis(5))),
      Effect.flatMap(Fiber.join),
      Effect.either
    )
  )

describe("token keeper", () => {
  test("refreshes within the early margin, once, and stores rotated tokens", async () => {
    const { keeper, connection, saved, refreshes } = setup({
      access_token: "at0",
      refresh_token: "rt0",
      expires_at: new Date(10 * 60_000).toISOString()
    })
    await runTest(
      Effect.gen(function*() {
        // 10 minutes left: still used as is.
        expect(yield* keeper.withToken(connection, (t) => Effect.succeed(t))).toBe("at0")
        yield* TestClock.adjust(Duration.minutes(6))
        // 4 minutes left: two concurrent calls share one refresh.
        const tokens = yield* Effect.fork(
          Effect.all([keeper.withToken(connection, Effect.succeed), keeper.withToken(connection, Effect.succeed)], {
            concurrency: 2
          })
        )
        yield* TestClock.adjust(Duration.millis(5))
        return yield* tokens.await
      })
    ).then((exit) => expect(exit).toMatchObject({ _tag: "Success", value: ["at1", "at1"] }))
    expect(refreshes()).toBe(1)
    expect(saved).toEqual([{
      access_token: "at1",
      refresh_token: "rt1",
      expires_at: new Date(6 * 60_000 + 3_600_000).toISOString()
    }])
  })

  test("refreshes once after a 401 and retries once", async () => {
    const { keeper, connection, refreshes } = setup({ access_token: "stale", refresh_token: "rt0" })
    const seen: Array<string> = []
    const result = await withClock(
      keeper.withToken(connection, (t) => (seen.push(t), t === "stale" ? Effect.fail(unauthorized) : Effect.succeed(t)))
    )
    expect(result).toEqual(Either.right("at1"))
    expect(seen).toEqual(["stale", "at1"])
    expect(refreshes()).toBe(1)
  })

  test("a refused refresh is 'reconnect Google Sheets'; no refresh token means the 401 stands", async () => {
    const revoked = setup({ access_token: "stale", refresh_token: "revoked" })
    const result = await withClock(revoked.keeper.withToken(revoked.connection, () => Effect.fail(unauthorized)))
    expect(Either.isLeft(result) && result.left).toMatchObject({
      message: "reconnect Google Sheets on the integration's Connection tab",
      reconnect: true,
      retryable: false
    })
    const plain = setup({ access_token: "stale" })
    const plainResult = await withClock(plain.keeper.withToken(plain.connection, () => Effect.fail(unauthorized)))
    expect(Either.isLeft(plainResult) && plainResult.left).toBe(unauthorized)
  })

  test("expires_at as ISO, Unix seconds or millis", () => {
    expect(parseExpiresAt("2024-01-01T00:00:00Z")).toBe(1704067200000)
    expect(parseExpiresAt(1704067200)).toBe(1704067200000)
    expect(parseExpiresAt("1704067200000")).toBe(1704067200000)
    expect(parseExpiresAt(undefined)).toBeNull()
  })
})
