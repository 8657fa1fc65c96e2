/** Test wiring for the marketplace source against the marketplace emulator. */
import * as RateLimiter from "@effect/experimental/RateLimiter"
import { ConfigProvider, Layer, ManagedRuntime } from "effect"
import {
  MarketplaceSource,
  MarketplaceTuning,
  type MarketplaceTuningValue
} from "../../src/connectors/marketplace/source.js"
import type { MarketplaceEmulator } from "../emulators/marketplace.js"

/** The emulator's `*Before` rule is shortened to this; the connector's lag must exceed it. */
export const EMULATOR_MIN_AGE_SECONDS = 1
export const TEST_LAG_MS = 1_200

export const marketplaceRuntime = (emu: MarketplaceEmulator, tuning: Partial<MarketplaceTuningValue> = {}) =>
  ManagedRuntime.make(
    MarketplaceSource.Default.pipe(
      Layer.provide(RateLimiter.layer.pipe(Layer.provide(RateLimiter.layerStoreMemory))),
      Layer.provide(
        Layer.succeed(MarketplaceTuning, {
          ...MarketplaceTuning.defaultValue(),
          lagMs: TEST_LAG_MS,
          timeoutMs: 1_000,
          burst: 1_000,
          ratePerSecond: 1_000,
          ...tuning
        })
      ),
      Layer.provide(
        Layer.setConfigProvider(
          ConfigProvider.fromMap(
            new Map([
              ["MARKETPLACE_API_URL", emu.url],
              ["MARKETPLACE_OAUTH_TOKEN_URL", `${emu.url}/auth/o2/token`],
              ["MARKETPLACE_OAUTH_CLIENT_ID", emu.clientId],
              ["MARKETPLACE_OAUTH_CLIENT_SECRET", emu.clientSecret]
            ])
          )
        )
      )
    )
  )

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms))
