/**
 * Where each provider lives: API base URL and OAuth endpoints/client, read from
 * `K_API_URL`, `K_OAUTH_AUTHORIZE_URL`, `K_OAUTH_TOKEN_URL`,
 * `K_OAUTH_CLIENT_ID`, `K_OAUTH_CLIENT_SECRET`. Defaults are the real
 * providers, so the same code runs against them or a local emulator.
 */
import { Config, Effect, Option, type Redacted } from "effect"
import { providers, type ProviderKind } from "../domain/providers.js"

export interface ProviderEndpoints {
  readonly apiUrl: string
  readonly authorizeUrl: string
  readonly tokenUrl: string
  readonly clientId: Option.Option<string>
  readonly clientSecret: Option.Option<Redacted.Redacted>
}

const defaults: Record<ProviderKind, { api: string; authorize: string; token: string }> = {
  payments: {
    api: "https://api.stripe.com",
    authorize: "https://connect.stripe.com/oauth/authorize",
    token: "https://connect.stripe.com/oauth/token"
  },
  tables: {
    api: "https://api.airtable.com",
    authorize: "https://airtable.com/oauth2/v1/authorize",
    token: "https://airtable.com/oauth2/v1/token"
  },
  storefront: {
    api: "https://{shop}",
    authorize: "https://{shop}/admin/oauth/authorize",
    token: "https://{shop}/admin/oauth/access_token"
  },
  marketplace: {
    api: "https://sellingpartnerapi-na.amazon.com",
    authorize: "https://sellercentral.amazon.com/apps/authorize/consent",
    token: "https://api.amazon.com/auth/o2/token"
  },
  office: {
    api: "https://sheets.googleapis.com",
    authorize: "https://accounts.google.com/o/oauth2/v2/auth",
    token: "https://oauth2.googleapis.com/token"
  }
}

const endpointsConfig = (kind: ProviderKind, prefix: string): Config.Config<ProviderEndpoints> =>
  Config.all({
    apiUrl: Config.string(`${prefix}_API_URL`).pipe(Config.withDefault(defaults[kind].api)),
    authorizeUrl: Config.string(`${prefix}_OAUTH_AUTHORIZE_URL`).pipe(Config.withDefault(defaults[kind].authorize)),
    tokenUrl: Config.string(`${prefix}_OAUTH_TOKEN_URL`).pipe(Config.withDefault(defaults[kind].token)),
    clientId: Config.option(Config.string(`${prefix}_OAUTH_CLIENT_ID`)),
    clientSecret: Config.option(Config.redacted(`${prefix}_OAUTH_CLIENT_SECRET`))
  })

/** Endpoints of every provider kind, read once from the environment. */
export class ProviderConfig extends Effect.Service<ProviderConfig>()("ProviderConfig", {
  effect: Effect.gen(function* () {
    const entries = yield* Effect.forEach(providers, (p) =>
      Effect.map(endpointsConfig(p.kind, p.envPrefix), (endpoints) => [p.kind, endpoints] as const)
    )
    const table = new Map(entries)
    return {
      of: (kind: ProviderKind): ProviderEndpoints => {
        const found = table.get(kind)
        if (found === undefined) throw new Error(`no endpoints for ${kind}`)
        return found
      }
    }
  })
}) {}
