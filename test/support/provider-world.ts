/**
 * All five provider emulators, a real SMTP sink and one real service wired
 * to them (APIs, authorize and token endpoints, OAuth clients), plus reading
 * what the service stored, decrypted with the key the test gave it.
 */
import { ConfigProvider, Effect } from "effect"
import { randomBytes } from "node:crypto"
import { Encryption } from "../../src/storage/encryption.js"
import { type MarketplaceEmulator, startMarketplaceEmulator } from "../emulators/marketplace.js"
import { type OfficeEmulator, startOfficeEmulator } from "../emulators/office.js"
import { type PaymentsEmulator, startPaymentsEmulator } from "../emulators/payments.js"
import { startStorefrontEmulator, type StorefrontEmulator } from "../emulators/storefront.js"
import { startTablesEmulator, type TablesEmulator } from "../emulators/tables.js"
import { isRecord } from "./client.js"
import { providerEnv } from "./provider-env.js"
import { type RunningServer, startServer } from "./server.js"
import { type SmtpSink, startSmtp } from "./smtp.js"

export interface ProviderWorld {
  readonly server: RunningServer
  readonly smtp: SmtpSink
  readonly payments: PaymentsEmulator
  readonly tables: TablesEmulator
  readonly storefront: StorefrontEmulator
  readonly marketplace: MarketplaceEmulator
  readonly office: OfficeEmulator
  readonly encryptionKey: string
  stop(): Promise<void>
}

export interface ProviderWorldOptions {
  /** The tables emulator's OAuth client secret (it then requires Basic auth with it). */
  readonly tablesClientSecret: string
  /** E.g. the billing emulator's routes on the payments emulator. */
  readonly payments?: Parameters<typeof startPaymentsEmulator>[0]
  readonly tables?: Omit<NonNullable<Parameters<typeof startTablesEmulator>[0]>, "oauthClientSecret">
  readonly storefront?: Parameters<typeof startStorefrontEmulator>[0]
  readonly marketplace?: Parameters<typeof startMarketplaceEmulator>[0]
  readonly office?: Parameters<typeof startOfficeEmulator>[0]
  /** More environment for the service. */
  readonly env?: Record<string, string>
}

export const startProviderWorld = async (options: ProviderWorldOptions): Promise<ProviderWorld> => {
  const [smtp, payments, tables, storefront, marketplace, office] = await Promise.all([
    startSmtp(),
    startPaymentsEmulator(options.payments),
    startTablesEmulator({ ...options.tables, oauthClientSecret: options.tablesClientSecret }),
    startStorefrontEmulator(options.storefront),
    startMarketplaceEmulator(options.marketplace),
    startOfficeEmulator(options.office)
  ])
  const encryptionKey = randomBytes(32).toString("base64")
  const server = await startServer({
    SMTP_URL: smtp.url,
    TRUST_PROXY: "true",
    ENCRYPTION_KEY: encryptionKey,
    ...providerEnv({
      payments,
      tables,
      storefront,
      marketplace,
      office,
      tablesClientSecret: options.tablesClientSecret
    }),
    ...options.env
  })
  return {
    server,
    smtp,
    payments,
    tables,
    storefront,
    marketplace,
    office,
    encryptionKey,
    async stop() {
      await server.stop()
      await Promise.all([
        smtp.stop(),
        payments.stop(),
        tables.stop(),
        storefront.stop(),
        marketplace.stop(),
        office.stop()
      ])
    }
  }
}

/** Decrypts what the service stored, with the service's own Encryption and the key the test gave it. */
export const decrypt = (world: { readonly encryptionKey: string }, sealed: unknown): Promise<Record<string, unknown>> =>
  Effect.runPromise(
    Effect.gen(function*() {
      const encryption = yield* Encryption
      const value = yield* encryption.decryptJson(String(sealed))
      return isRecord(value) ? value : { value }
    }).pipe(
      Effect.provide(Encryption.Default),
      Effect.withConfigProvider(ConfigProvider.fromMap(new Map([["ENCRYPTION_KEY", world.encryptionKey]])))
    )
  )
