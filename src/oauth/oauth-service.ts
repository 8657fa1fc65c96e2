/**
 * Connecting one side of an integration by OAuth. `start` binds a random,
 * single-use state (10 minutes) to the account, integration and side, and to
 * the starting browser (a random value in an HttpOnly cookie, stored only as
 * its hash), and sends the browser to the provider; `callback` checks that it
 * arrives in that browser, signed in to that account (a consent link passed
 * to someone else connects nothing), spends the state, trades the code for
 * tokens and stores them encrypted, merged into the side's credentials. Any
 * failure leaves the integration as it was.
 */
import * as FetchHttpClient from "@effect/platform/FetchHttpClient"
import * as HttpClient from "@effect/platform/HttpClient"
import { Effect, Option, Schema } from "effect"
import type { Principal } from "../accounts/principal.js"
import { requireWritable } from "../billing/access.js"
import { AppConfig } from "../config/app-config.js"
import { ProviderConfig } from "../config/provider-config.js"
import { oneLine } from "../connectors/http-failure.js"
import { oauthFlows } from "../connectors/registry.js"
import { NotFound, OAuthFailed } from "../domain/errors.js"
import { isJsonObject, readAs } from "../domain/json-fields.js"
import { type ProviderInfo, type ProviderKind, providers, resolveProvider } from "../domain/providers.js"
import { shopUrl } from "../domain/shop.js"
import { DAY, isoIn, MINUTE, nowMillis } from "../domain/time.js"
import { newId, randomToken, sha256 } from "../domain/tokens.js"
import { requireConfirmed } from "../integrations/confirmation.js"
import { IntegrationRepository } from "../integrations/integration-repository.js"
import { IntegrationService } from "../integrations/integration-service.js"
import { Encryption } from "../storage/encryption.js"
import { mergeTokens } from "./credentials.js"
import { type JsonRecord, type RawCallbackQuery, secretText } from "./flow.js"
import { OAuthStateRepository } from "./oauth-state-repository.js"
import { newCodeVerifier, s256Challenge } from "./pkce.js"
import { checkRole, parseSide, pickShop, requireIntegrationId } from "./start-checks.js"
import { exchangeCode } from "./token-exchange.js"

export const STATE_TTL = 10 * MINUTE

export interface StartParams {
  readonly integration_id?: string | undefined
  readonly side?: string | undefined
  readonly shop?: string | undefined
}

/** What the callback's browser presented: its signed-in account and its cookies. */
export interface CallbackBrowser {
  readonly caller: Option.Option<Principal>
  readonly cookies: Readonly<Record<string, string | undefined>>
}

/** One cookie per connection in progress, so that two started in parallel do not replace each other's. */
export const bindingCookieName = (state: string) => `salesync_oauth_${sha256(state).slice(0, 16)}`

const resolve = (sent: string): Effect.Effect<ProviderInfo, NotFound> => {
  const provider = resolveProvider(sent)
  return provider === undefined
    ? Effect.fail(
      new NotFound({
        message: `Unknown provider "${sent}". Use one of: ${providers.map((p) => p.kind).join(", ")} (or an alias).`
      })
    )
    : Effect.succeed(provider)
}

const failed = (message: string) => Effect.fail(new OAuthFailed({ message }))

export class OAuthService extends Effect.Service<OAuthService>()("OAuthService", {
  effect: Effect.gen(function*() {
    const app = yield* AppConfig
    const providerConfig = yield* ProviderConfig
    const integrationService = yield* IntegrationService
    const integrations = yield* IntegrationRepository
    const states = yield* OAuthStateRepository
    const encryption = yield* Encryption
    const client = yield* HttpClient.HttpClient

    const decryptRecord = (sealed: string | null) =>
      sealed === null
        ? Effect.succeed<JsonRecord>({})
        : Effect.map(encryption.decryptJson(sealed), (value) => (isJsonObject(value) ? value : {}))

    /** The app's client at the provider; without it no consent screen can be shown. */
    const clientOf = (provider: ProviderInfo) => {
      const endpoints = providerConfig.of(provider.kind)
      const secret = Option.getOrUndefined(endpoints.clientSecret)
      return Option.match(endpoints.clientId, {
        onNone: () =>
          failed(
            `Connecting ${provider.speaks} by OAuth is not configured on this server (${provider.envPrefix}_OAUTH_CLIENT_ID is not set).`
          ),
        onSome: (clientId) =>
          secret === undefined && oauthFlows[provider.kind].secretRequired
            ? failed(
              `Connecting ${provider.speaks} by OAuth is not configured on this server (${provider.envPrefix}_OAUTH_CLIENT_SECRET is not set).`
            )
            : Effect.succeed({ endpoints, clientId, secret })
      })
    }

    /** The provider's authorize URL to send the signed-in owner to. */
    const start = (principal: Principal, sent: string, params: StartParams) =>
      Effect.gen(function*() {
        const provider = yield* resolve(sent)
        const flow = oauthFlows[provider.kind]
        const integrationId = yield* requireIntegrationId(params.integration_id)
        const side = yield* parseSide(params.side)
        const integration = yield* integrationService.getOwned(principal, integrationId)
        yield* requireConfirmed(integration)
        // Connecting replaces credentials: an edit, which a read-only, paused or deleted (restore-only) account may not make.
        yield* requireWritable(principal.status)
        yield* checkRole(provider, sent, integration, side)
        const { endpoints, clientId } = yield* clientOf(provider)
        const shop = provider.perShop
          ? yield* Effect.flatMap(
            decryptRecord(side === "source" ? integration.source_credentials : integration.destination_credentials),
            (existing) => pickShop(params.shop, existing.shop)
          )
          : null

        const now = yield* nowMillis
        const state = randomToken("", 32)
        const binding = randomToken("", 32)
        const verifier = flow.pkce ? newCodeVerifier() : null
        const redirectUri = `${app.publicUrl}/api/auth/${encodeURIComponent(sent.trim().toLowerCase())}/callback`
        yield* states.deleteExpiredBefore(isoIn(now, -DAY))
        yield* states.insert({
          id: newId("oas", now),
          state_hash: sha256(state),
          account_id: principal.accountId,
          integration_id: integration.id,
          side,
          provider_kind: provider.kind,
          redirect_uri: redirectUri,
          shop,
          code_verifier: verifier === null ? null : encryption.encryptJson(verifier),
          binding_hash: sha256(binding),
          created_at: isoIn(now, 0),
          expires_at: isoIn(now, STATE_TTL)
        })
        const url = new URL(shop === null ? endpoints.authorizeUrl : shopUrl(endpoints.authorizeUrl, shop))
        const query = flow.authorizeParams({
          clientId,
          redirectUri,
          state,
          codeChallenge: verifier === null ? null : s256Challenge(verifier)
        })
        for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value)
        return { location: url.toString(), cookie: { name: bindingCookieName(state), value: binding } }
      })

    /** Spends the state, exchanges the code, stores the tokens; answers where to send the browser. */
    const callback = (sent: string, query: RawCallbackQuery, browser: CallbackBrowser) =>
      Effect.gen(function*() {
        const provider = yield* resolve(sent)
        const flow = oauthFlows[provider.kind]
        const params = new Map(query)
        const state = params.get("state")
        if (state === undefined || state === "") {
          return yield* failed("The callback carries no state; start the connection again from the dashboard.")
        }

        const unknown = "The state is unknown or was already used; start the connection again from the dashboard."
        const issued = yield* states.findUnused(sha256(state))
        if (Option.isNone(issued)) return yield* failed(unknown)
        const binding = browser.cookies[bindingCookieName(state)]
        const sameBrowser = binding !== undefined && issued.value.binding_hash === sha256(binding)
        const sameAccount = Option.exists(browser.caller, (caller) => caller.accountId === issued.value.account_id)
        if (!sameBrowser || !sameAccount) {
          return yield* failed(
            "Nothing was connected: the connection must finish in the browser that started it, signed in to the same account. " +
              "Start it again from your dashboard."
          )
        }

        const now = yield* nowMillis
        const row = yield* Effect.flatMap(
          states.consume(sha256(state), isoIn(now, 0)),
          Option.match({
            onNone: () => failed(unknown),
            onSome: Effect.succeed
          })
        )
        if (row.expires_at <= isoIn(now, 0)) {
          return yield* failed("The connection took longer than 10 minutes and its state expired; start it again.")
        }
        if (row.provider_kind !== provider.kind) {
          return yield* failed(`The state was issued for another provider, not ${sent}.`)
        }

        const error = params.get("error")
        if (error !== undefined && error !== "") {
          const description = params.get("error_description")
          const said = oneLine(`${error}${description ? ` (${description})` : ""}`)
          return yield* failed(`The ${provider.speaks} did not authorize the connection: ${said}.`)
        }
        // The marketplace names its code spapi_oauth_code; a plain `code` is taken too.
        const code = params.get(flow.codeParam) || params.get("code")
        if (code === undefined || code === "") {
          return yield* failed(`The callback carries no authorization code (${flow.codeParam}).`)
        }

        const { endpoints, clientId, secret } = yield* clientOf(provider)
        const problem = flow.callbackProblem?.(query, secretText(secret), row.shop) ?? null
        if (problem !== null) return yield* failed(problem)

        const integration = yield* Effect.flatMap(
          integrations.findById(row.integration_id),
          Option.match({
            onNone: () => failed("The integration of this connection no longer exists."),
            onSome: Effect.succeed
          })
        )
        const sideKind = row.side === "source" ? integration.source_kind : integration.destination_kind
        if (integration.account_id !== row.account_id || sideKind !== provider.kind) {
          return yield* failed(`The ${row.side} of this integration is no longer ${sent}; start the connection again.`)
        }

        const verifier = row.code_verifier === null ? null : yield* encryption.decryptJson(row.code_verifier)
        const tokenUrl = row.shop === null ? endpoints.tokenUrl : shopUrl(endpoints.tokenUrl, row.shop)
        const tokens = yield* exchangeCode(
          client,
          provider.speaks,
          flow.tokenRequest({
            tokenUrl,
            clientId,
            clientSecret: secret,
            code,
            redirectUri: row.redirect_uri,
            codeVerifier: readAs(Schema.String)(verifier) ?? null
          })
        )

        const existing = yield* decryptRecord(
          row.side === "source" ? integration.source_credentials : integration.destination_credentials
        )
        const stored = yield* nowMillis
        const merged = mergeTokens(existing, tokens, flow.extraCredentials(tokens, params), stored)
        // What the provider sent back is checked like typed credentials: a callback cannot store what onboarding refuses.
        yield* integrationService
          .replaceCredentials(integration, row.side, merged)
          .pipe(
            Effect.catchTags({
              InvalidInput: (error) =>
                failed(`The ${provider.speaks} returned credentials salesync cannot use: ${error.message}`),
              AccountReadOnly: (error) => failed(error.message),
              PlanLimitExceeded: (error) => failed(error.message)
            })
          )
        yield* Effect.logInfo(`OAuth connected ${provider.kind} on the ${row.side} of ${integration.id}`)
        return `/dashboard?connected=${encodeURIComponent(sent.trim().toLowerCase())}`
      }).pipe(
        Effect.tapErrorTag("OAuthFailed", (error) =>
          Effect.logInfo("OAuth callback refused").pipe(Effect.annotateLogs({ provider: sent, reason: error.message })))
      )

    /** The providers this server can connect by OAuth: their client is set up (a key form serves the others). */
    const connectable = (): ReadonlyArray<ProviderKind> =>
      providers.filter((provider) => {
        const endpoints = providerConfig.of(provider.kind)
        return Option.isSome(endpoints.clientId) &&
          (Option.isSome(endpoints.clientSecret) || !oauthFlows[provider.kind].secretRequired)
      }).map((provider) => provider.kind)

    return { start, callback, connectable }
  }),
  dependencies: [
    AppConfig.Default,
    ProviderConfig.Default,
    IntegrationService.Default,
    IntegrationRepository.Default,
    OAuthStateRepository.Default,
    Encryption.Default,
    FetchHttpClient.layer
  ]
}) {}
