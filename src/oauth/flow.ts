/**
 * What differs between providers in the OAuth code flow: the authorize
 * parameters, the token request shape, and what of the answer to keep.
 * Everything else (state, PKCE, storage) is the service's. Each provider's
 * flow sits in its connector folder (src/connectors/<kind>/oauth.ts).
 */
import type * as HttpClientRequest from "@effect/platform/HttpClientRequest"
import { Redacted } from "effect"
import type { ProviderKind } from "../domain/providers.js"

export type JsonRecord = Record<string, unknown>

export interface AuthorizeInput {
  readonly clientId: string
  readonly redirectUri: string
  readonly state: string
  /** S256 challenge when the flow uses PKCE. */
  readonly codeChallenge: string | null
}

export interface ExchangeInput {
  readonly tokenUrl: string
  readonly clientId: string
  /** Always present for flows with `secretRequired` (the service checks before the consent screen). */
  readonly clientSecret: Redacted.Redacted | undefined
  readonly code: string
  /** Sent again at the token endpoint exactly as in the authorize request. */
  readonly redirectUri: string
  readonly codeVerifier: string | null
}

/** The callback's query, for providers that return more than the code. */
export type CallbackQuery = ReadonlyMap<string, string>

/** The raw callback query, every parameter as sent (a signature covers them all). */
export type RawCallbackQuery = ReadonlyArray<readonly [string, string]>

export interface ProviderFlow {
  readonly kind: ProviderKind
  readonly pkce: boolean
  readonly secretRequired: boolean
  /** Name of the callback parameter that carries the code. */
  readonly codeParam: string
  /** Why a callback must be refused before its code is used, or null; for providers that sign their callbacks. */
  readonly callbackProblem?: (query: RawCallbackQuery, secret: string, expectedShop: string | null) => string | null
  readonly authorizeParams: (input: AuthorizeInput) => Record<string, string>
  readonly tokenRequest: (input: ExchangeInput) => HttpClientRequest.HttpClientRequest
  /** Provider-specific fields to store besides access/refresh token, expiry and scope. */
  readonly extraCredentials: (tokenBody: JsonRecord, callback: CallbackQuery) => JsonRecord
}

/** `{ key: value }` for each value that is present. */
export const present = (entries: Record<string, string | boolean | undefined>): JsonRecord =>
  Object.fromEntries(Object.entries(entries).filter(([, value]) => value !== undefined))

export const secretText = (
  secret: Redacted.Redacted | undefined
): string => (secret === undefined ? "" : Redacted.value(secret))
