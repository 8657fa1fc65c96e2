/** Signing up and signing in through the real API and real mail, for tests. */
import { expect } from "bun:test"
import { type Client, makeClient } from "./client.js"
import { linkIn, type SmtpSink, tokenOf } from "./smtp.js"

let counter = 0
export const uniqueEmail = (label = "merchant") => `${label}-${Date.now().toString(36)}-${counter++}@example.com`

export const quickStartBody = (email: string) => ({
  email,
  source: "payments",
  destination: "tables",
  source_credentials: { api_key: "sk_test_123" },
  destination_credentials: { api_key: "pat_abc", base_id: "appBase1" }
})

export interface SignedIn {
  readonly email: string
  readonly token: string
  readonly integrationId: string
  readonly client: Client
}

/**
 * Onboards a new e-mail (with the quick-start integration, or `body`'s) and
 * exchanges the mailed link for a session token.
 */
export const signUp = async (
  baseUrl: string,
  smtp: SmtpSink,
  email = uniqueEmail(),
  body: Record<string, unknown> = quickStartBody(email)
): Promise<SignedIn> => {
  const anonymous = makeClient(baseUrl)
  const since = smtp.messages.length
  const created = await anonymous.request("POST", "/api/integrations", { body })
  expect(created.status).toBe(201)
  const mail = await smtp.waitFor(email, since)
  const session = await anonymous.request("POST", "/api/auth/session", { body: { token: tokenOf(linkIn(mail.raw)) } })
  expect(session.status).toBe(200)
  const token = String(session.json["access_token"])
  return { email, token, integrationId: String(created.json["integration_id"]), client: anonymous.withAuth(token) }
}
