/**
 * The shop credential only fills the `{shop}` placeholder of the configured
 * URL with a myshopify.com host: stored credentials naming any other host
 * (written before onboarding checked them) reach nothing.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test"
import { Effect, Either } from "effect"
import { StorefrontSource } from "../../src/connectors/storefront/source.js"
import { startStorefrontEmulator, type StorefrontEmulator } from "../emulators/storefront.js"
import { fakeConnection } from "./source-helpers.js"
import { storefrontRuntime } from "./storefront-helpers.js"

let emu: StorefrontEmulator
let runtime: ReturnType<typeof storefrontRuntime>

beforeAll(async () => {
  emu = await startStorefrontEmulator({})
  // A template that takes the whole host: the shape of the real `https://{shop}` default.
  runtime = storefrontRuntime(emu, { pageSize: 5 }, `http://{shop}:${new URL(emu.url).port}`)
})
afterAll(async () => {
  await runtime.dispose()
  await emu.stop()
})

describe("storefront shop credential", () => {
  for (
    const shop of ["127.0.0.1", "localhost", "127.0.0.1.nip.io", "salesync-emulator.myshopify.com.127.0.0.1.nip.io"]
  ) {
    test(`"${shop}" reaches no host and is a permanent error naming the shop field`, async () => {
      const result = await runtime.runPromise(
        Effect.either(
          Effect.flatMap(
            StorefrontSource,
            (s) => s.sample(fakeConnection({ shop, access_token: emu.accessToken }).connection, 2)
          )
        )
      )
      expect(Either.isLeft(result)).toBe(true)
      if (Either.isLeft(result)) {
        expect(result.left.retryable).toBe(false)
        expect(result.left.message).toContain("shop")
        expect(result.left.message).toContain("myshopify.com")
      }
    })
  }
})
