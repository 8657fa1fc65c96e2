/** Test wiring for the storefront source against the storefront emulator. */
import { ConfigProvider, Layer, ManagedRuntime } from "effect"
import {
  StorefrontSource,
  StorefrontTuning,
  type StorefrontTuningValue
} from "../../src/connectors/storefront/source.js"
import type { StorefrontEmulator } from "../emulators/storefront.js"

/** `windows`: STOREFRONT_BACKFILL_WINDOWS (default 1: one page at a time, as an incremental run reads). */
export const storefrontRuntime = (
  emu: StorefrontEmulator,
  tuning: Partial<StorefrontTuningValue> = {},
  apiUrl = emu.url,
  windows = 1
) =>
  ManagedRuntime.make(
    StorefrontSource.Default.pipe(
      Layer.provide(
        Layer.succeed(StorefrontTuning, { ...StorefrontTuning.defaultValue(), timeoutMs: 1_000, ...tuning })
      ),
      Layer.provide(
        Layer.setConfigProvider(
          ConfigProvider.fromMap(
            new Map([
              ["STOREFRONT_API_URL", apiUrl],
              ["STOREFRONT_OAUTH_TOKEN_URL", `${emu.url}/admin/oauth/access_token`],
              ["STOREFRONT_OAUTH_CLIENT_ID", emu.clientId],
              ["STOREFRONT_OAUTH_CLIENT_SECRET", emu.clientSecret],
              ["STOREFRONT_BACKFILL_WINDOWS", String(windows)]
            ])
          )
        )
      )
    )
  )

export const storefront = StorefrontSource
