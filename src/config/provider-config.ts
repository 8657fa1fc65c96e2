/**
 * Where each provider lives: API base URL and OAuth endpoints/client, read from
 * `K_API_URL`, `K_OAUTH_AUTHORIZE_URL`, `K_OAUTH_TOKEN_URL`,
 * `K_OAUTH_CLIENT_ID`, `K_OAUTH_CLIENT_SECRET` (K: the descriptor's env
 * prefix). Defaults are the descriptor's real provider URLs, so the same code
 * runs against them or a local emulator.
 */
import { Config, Effect, Option, type Redacted } from "effect"
import { type ProviderInfo, type ProviderKind, providers } from "../domain/providers.js"

export interface ProviderEndpoints {
  readonly apiUrl: string
  readonly authorizeUrl: string
  readonly tokenUrl: string
  readonly clientId: Option.Option<string>
  readonly clientSecret: Option.Option<Redacted.Redacted>
}

const endpointsConfig = ({ envPrefix: prefix, endpoints: defaults }: ProviderInfo): Config.Config<ProviderEndpoints> =>
  Config.all({
    apiUrl: Config.string(`${prefix}_API_URL`).pipe(Config.withDefault(defaults.api)),
    authorizeUrl: Config.string(`${prefix}_OAUTH_AUTHORIZE_URL`).pipe(Config.withDefault(defaults.authorize)),
    tokenUrl: Config.string(`${prefix}_OAUTH_TOKEN_URL`).pipe(Config.withDefault(defaults.token)),
    clientId: Config.option(Config.string(`${prefix}_OAUTH_CLIENT_ID`)),
    clientSecret: Config.option(Config.redacted(`${prefix}_OAUTH_CLIENT_SECRET`))
  })

/** Endpoints of every provider kind, read once from the environment. */
export class ProviderConfig extends Effect.Service<ProviderConfig>()("ProviderConfig", {
  effect: Effect.gen(function*() {
    const entries = yield* Effect.forEach(
      providers,
      (p) => Effect.map(endpointsConfig(p), (endpoints) => [p.kind, endpoints] as const)
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
