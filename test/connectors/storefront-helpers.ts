/** Test wiring for the storefront source against the storefront emulator. */
import { ConfigProvider, Effect, Layer, ManagedRuntime } from "effect"
import type { Connection, JsonRecord, SourceConnector, SourcePage } from "../../src/connectors/contract.js"
import { StorefrontSource, StorefrontTuning, type StorefrontTuningValue } from "../../src/connectors/storefront/source.js"
import type { StorefrontEmulator } from "../emulators/storefront.js"

export const storefrontRuntime = (emu: StorefrontEmulator, tuning: Partial<StorefrontTuningValue> = {}, apiUrl = emu.url) =>
  ManagedRuntime.make(
    StorefrontSource.Default.pipe(
      Layer.provide(Layer.succeed(StorefrontTuning, { ...StorefrontTuning.defaultValue(), timeoutMs: 1_000, ...tuning })),
      Layer.provide(
        Layer.setConfigProvider(
          ConfigProvider.fromMap(
            new Map([
              ["STOREFRONT_API_URL", apiUrl],
              ["STOREFRONT_OAUTH_TOKEN_URL", `${emu.url}/admin/oauth/access_token`],
              ["STOREFRONT_OAUTH_CLIENT_ID", emu.clientId],
              ["STOREFRONT_OAUTH_CLIENT_SECRET", emu.clientSecret]
            ])
          )
        )
      )
    )
  )

/** A connection whose saved credentials are recorded (and used by the next `reload`). */
export const fakeConnection = (credentials: JsonRecord) => {
  const saved: Array<JsonRecord> = []
  const make = (creds: JsonRecord): Connection => ({
    credentials: creds,
    saveCredentials: (next) => Effect.sync(() => void saved.push(next))
  })
  return {
    connection: make(credentials),
    saved,
    /** The connection the next run would load: the last saved credentials. */
    reload: (): Connection => make(saved[saved.length - 1] ?? credentials)
  }
}

/** Reads pages until done, returning every page, the ids read and the final cursor. */
export const readAll = (source: SourceConnector, conn: Connection, cursor: string | null, maxPages = 1000) =>
  Effect.gen(function* () {
    const pages: Array<SourcePage> = []
    let current = cursor
    for (let i = 0; i < maxPages; i += 1) {
      const page = yield* source.readPage(conn, current)
      pages.push(page)
      current = page.cursor
      if (page.done) break
    }
    return { pages, cursor: current, ids: pages.flatMap((p) => p.records.map((r) => source.externalIdOf(r))) }
  })

export const storefront = StorefrontSource
