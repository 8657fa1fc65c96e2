/** Test wiring for the payments source against the payments emulator. */
import * as RateLimiter from "@effect/experimental/RateLimiter"
import { ConfigProvider, Effect, Layer } from "effect"
import { AppConfig } from "../../src/config/app-config.js"
import { ProviderConfig } from "../../src/config/provider-config.js"
import type { Connection } from "../../src/connectors/contract.js"
import { PaymentsSource, paymentsSourceLayer, type PaymentsSourceOptions } from "../../src/connectors/payments/index.js"
import { readAll as readAllOf } from "./source-helpers.js"

export const rateLimiterLayer = RateLimiter.layer.pipe(Layer.provide(RateLimiter.layerStoreMemory))

export const paymentsLayer = (apiUrl: string, options: PaymentsSourceOptions = {}) =>
  paymentsSourceLayer(options).pipe(
    Layer.provide(ProviderConfig.Default),
    Layer.provide(AppConfig.Default),
    Layer.provide(rateLimiterLayer),
    Layer.provide(Layer.setConfigProvider(ConfigProvider.fromMap(new Map([["PAYMENTS_API_URL", apiUrl]]))))
  )

export const connection = (apiKey: string): Connection => ({
  credentials: { api_key: apiKey },
  saveCredentials: () => Effect.void
})

/** Reads pages until done (or `maxPages`), returning every page. */
export const readAll = (conn: Connection, cursor: string | null, maxPages = 1000) =>
  Effect.flatMap(PaymentsSource, (source) => readAllOf(source, conn, cursor, maxPages))
