/** Test wiring for the tables destination against the tables emulator. */
import { ConfigProvider, Effect, Layer } from "effect"
import { ProviderConfig } from "../../src/config/provider-config.js"
import type { Connection, JsonRecord, UpsertRow } from "../../src/connectors/contract.js"
import { TablesDestination, TablesTuning, type TablesTuningValue } from "../../src/connectors/tables/index.js"
import { rateLimiterLayer } from "./payments-helpers.js"

export const tablesConfig = (emulatorUrl: string): Array<[string, string]> => [
  ["TABLES_API_URL", emulatorUrl],
  ["TABLES_OAUTH_TOKEN_URL", `${emulatorUrl}/oauth2/v1/token`],
  ["TABLES_OAUTH_CLIENT_ID", "emulator-client"],
  ["TABLES_OAUTH_CLIENT_SECRET", "shh"]
]

/** TablesDestination without its config: provide ProviderConfig and RateLimiter. */
export const tablesDestinationLayer = (tuning: Partial<TablesTuningValue> = {}) =>
  TablesDestination.DefaultWithoutDependencies.pipe(
    Layer.provide(Layer.succeed(TablesTuning, { ...TablesTuning.defaultValue(), ...tuning }))
  )

export const tablesLayer = (emulatorUrl: string, tuning: Partial<TablesTuningValue> = {}) =>
  tablesDestinationLayer(tuning).pipe(
    Layer.provide(ProviderConfig.Default),
    Layer.provide(rateLimiterLayer),
    Layer.provide(Layer.setConfigProvider(ConfigProvider.fromMap(new Map(tablesConfig(emulatorUrl)))))
  )

export const tablesConnection = (credentials: JsonRecord, saved: Array<JsonRecord> = []): Connection => ({
  credentials,
  saveCredentials: (next) => Effect.sync(() => void saved.push(next))
})

export const rows = (from: number, to: number, extra: (i: number) => JsonRecord = () => ({})): Array<UpsertRow> =>
  Array.from({ length: to - from + 1 }, (_, k) => {
    const i = from + k
    return { externalId: `ch_${i}`, fields: { Amount: i * 100, Customer: `customer ${i}`, ...extra(i) } }
  })

export const salesTable = {
  name: "Sales",
  fields: [{ name: "Customer" }, { name: "Sync ID" }, { name: "Amount", type: "number" }, {
    name: "Refunded",
    type: "checkbox"
  }]
}
