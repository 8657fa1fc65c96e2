/**
 * A server without billing set up (no STRIPE_SECRET_KEY, no plan prices): choosing a plan tells the merchant
 * plainly that plans cannot be bought here (503, no setting's name), and tells the operator in the log which
 * setting is missing.
 */
import { describe, expect, test } from "bun:test"
import { signUp } from "../support/accounts.js"
import { useServerWithMail } from "../support/mail-server.js"

const world = useServerWithMail({ LOG_LEVEL: "info" })

describe("billing not set up", () => {
  test("checkout answers 503 service_unavailable for the merchant and names the missing setting in the log", async () => {
    const member = await signUp(world.server.url, world.smtp)
    const answer = await member.client.request("POST", "/api/account/checkout", { body: { plan: "pro" } })
    expect(answer.status).toBe(503)
    expect(answer.json["error"]).toBe("service_unavailable")
    expect(String(answer.json["message"])).toContain("cannot be bought on this server")
    expect(String(answer.json["message"])).not.toContain("STRIPE")
    expect(world.server.output()).toContain("STRIPE_PRICE_PRO is not set")
  })
})
