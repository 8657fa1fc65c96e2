/**
 * Mail scanners open links before the person does. A sign-in link opened as a browser (Accept: text/html) leads to
 * the sign-in page and is spent only by its "Sign in" (a POST); API clients still spend it on GET.
 */
import { describe, expect, test } from "bun:test"
import { quickStartBody, uniqueEmail } from "../support/accounts.js"
import { makeClient } from "../support/client.js"
import { useServerWithMail } from "../support/mail-server.js"
import { linkIn, tokenOf } from "../support/smtp.js"

const world = useServerWithMail()

const newLink = async () => {
  const email = uniqueEmail("scanned")
  const since = world.smtp.messages.length
  expect(
    (await makeClient(world.server.url).request("POST", "/api/integrations", { body: quickStartBody(email) })).status
  )
    .toBe(201)
  return linkIn((await world.smtp.waitFor(email, since)).raw)
}

describe("a sign-in link opened by a mail scanner", () => {
  test("a browser's GET leads to the sign-in page and spends nothing; the page's POST signs in, once", async () => {
    const link = await newLink()
    for (let i = 0; i < 3; i++) {
      const scanned = await fetch(link, { headers: { accept: "text/html,application/xhtml+xml" }, redirect: "manual" })
      expect(scanned.status).toBe(302)
      const location = scanned.headers.get("location") ?? ""
      expect(location).toStartWith("/signin/confirm#token=")
      expect(scanned.headers.get("set-cookie")).toBeNull()
    }
    const token = tokenOf(link)
    const signIn = () =>
      fetch(`${world.server.url}/api/auth/magic-link/verify`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ token })
      })
    const first = await signIn()
    expect(first.status).toBe(200)
    expect(first.headers.get("set-cookie")).toContain("salesync_session=")
    const again = await signIn()
    expect(again.status).toBe(400)
    expect(((await again.json()) as Record<string, unknown>)["error"]).toBe("invalid_token")
  })

  test("an API client's GET still spends the link at once", async () => {
    const link = await newLink()
    const opened = await fetch(link, { redirect: "manual" })
    expect(opened.status).toBe(302)
    expect(opened.headers.get("set-cookie")).toContain("salesync_session=")
  })
})
