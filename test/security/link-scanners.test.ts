/**
 * Mail scanners and link previews open links before the person does, as browsers or not (Accept: text/html, any type,
 * none; GET or HEAD). Opening a link spends nothing: it leads to the sign-in page, and only its button (a POST)
 * spends it. A used or unknown link leads a browser to the page that offers a new one; API clients get a 400.
 */
import { describe, expect, test } from "bun:test"
import { quickStartBody, uniqueEmail } from "../support/accounts.js"
import { makeClient } from "../support/client.js"
import { useServerWithMail } from "../support/mail-server.js"
import { linkIn, spendLink, tokenOf } from "../support/smtp.js"

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

  test("no GET or HEAD spends the link, whatever it accepts or claims to be; the link still signs in after", async () => {
    const link = await newLink()
    const openers: ReadonlyArray<RequestInit> = [
      { headers: { accept: "*/*", "user-agent": "Microsoft Office Protection" } },
      { headers: { accept: "application/json" } },
      {},
      { method: "HEAD" }
    ]
    for (const opener of openers) {
      const opened = await fetch(link, { ...opener, redirect: "manual" })
      expect(opened.status).toBe(302)
      expect(opened.headers.get("location") ?? "").toStartWith("/signin/confirm#token=")
      expect(opened.headers.get("set-cookie")).toBeNull()
    }
    const signedIn = await spendLink(link)
    expect(signedIn.status).toBe(200)
    expect(signedIn.headers.get("set-cookie")).toContain("salesync_session=")
  })

  test("a used link leads a browser to the page offering a new one and an API client to a 400", async () => {
    const link = await newLink()
    expect((await spendLink(link)).status).toBe(200)
    const browser = await fetch(link, { headers: { accept: "text/html" }, redirect: "manual" })
    expect(browser.status).toBe(302)
    expect(browser.headers.get("location")).toBe("/signin/expired")
    const api = await fetch(link, { redirect: "manual" })
    expect(api.status).toBe(400)
    expect(((await api.json()) as Record<string, unknown>)["error"]).toBe("invalid_token")
  })
})
