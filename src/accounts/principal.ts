/**
 * Who is calling. The edge middleware resolves the caller once per request
 * (session token, API key or session cookie) into `Caller`; endpoints that
 * require sign-in get it as `CurrentAccount`.
 */
import { Context, type Option } from "effect"
import type { AccountStatus, PlanName } from "../domain/models.js"

export interface Principal {
  readonly accountId: string
  readonly email: string
  readonly plan: PlanName
  readonly status: AccountStatus
  readonly via: "session" | "api_key"
  /** The session's or key's id (sign-out revokes exactly this session). */
  readonly credentialId: string
}

export class CurrentAccount extends Context.Tag("CurrentAccount")<CurrentAccount, Principal>() {}

/** Request-scoped: the resolved caller, if the request carried a valid credential. */
export class Caller extends Context.Tag("Caller")<Caller, Option.Option<Principal>>() {}

export const SESSION_COOKIE = "salesync_session"
/** Readable by the web app (never a secret): tells it to ask for the account instead of showing the sign-up page. */
export const SIGNED_IN_COOKIE = "salesync_signed_in"
