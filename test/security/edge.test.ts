/**
 * The HTTP edge against a hostile client: client addresses behind proxies,
 * cross-site writes, body types, security headers, rate limits shared by an
 * account's credentials, and guessing the cron secret.
 */
import { describe, expect, test } from "bun:test"
import { type SignedIn, signUp } from "../support/accounts.js"
import { type ApiResponse, items, makeClient } from "../support/client.js"
import { useServerWithMail } from "../support/mail-server.js"
import { startServer } from "../support/server.js"

const CRON_SECRET = "cron-secret-of-the-edge-tests"
const world = useServerWithMail({ CRON_SECRET })

const expectErrorShape = (response: ApiResponse, status: number, error: string) => {
  expect(response.status).toBe(status)
  expect(response.json["ok"]).toBe(false)
  expect(response.json["error"]).toBe(error)
  expect(typeof response.json["message"]).toBe("string")
}

const secretOf = (created: ApiResponse): string => {
  const key = created.json["api_key"]
  return typeof key === "object" && key !== null && "key" in key ? String(key.key) : ""
}

const keyCount = async (user: SignedIn) =>
  items((await user.client.request("GET", "/api/account/api-keys")).json, "api_keys").length

/** A request as a browser sends it with the session cookie (and nothing else that authenticates). */
const withCookie = (user: SignedIn, headers: Record<string, string>) => ({
  cookie: `salesync_session=${user.token}`,
  ...headers
})

describe("client address behind proxies", () => {
  test("TRUST_PROXY=true takes the rightmost X-Forwarded-For entry: spoofed leftmost entries share one bucket", async () => {
    let limited = 0
    for (let i = 1; i <= 70; i++) {
      const response = await makeClient(world.server.url, {}, `203.0.113.${i}, 198.51.100.7`).request(
        "GET",
        "/api/health"
      )
      if (response.status === 429) limited += 1
      else expect(response.status).toBe(200)
    }
    expect(limited).toBe(10)
    // The address the proxy saw is what counts: another one is not limited.
    expect((await makeClient(world.server.url, {}, "203.0.113.1, 198.51.100.8").request("GET", "/api/health")).status)
      .toBe(200)
  })

  test("TRUST_PROXY=2 takes the entry two hops from the right", async () => {
    const twoHops = await startServer({ TRUST_PROXY: "2" })
    try {
      let limited = 0
      for (let i = 1; i <= 65; i++) {
        const chain = `203.0.113.${i}, 198.51.100.9, 10.1.2.${i}`
        const response = await makeClient(twoHops.url, {}, chain).request("GET", "/api/health")
        if (response.status === 429) limited += 1
      }
      expect(limited).toBe(5)
      expect(
        (await makeClient(twoHops.url, {}, "203.0.113.1, 198.51.100.10, 10.1.2.1").request("GET", "/api/health")).status
      ).toBe(200)
    } finally {
      await twoHops.stop()
    }
  })
})

describe("cross-site writes", () => {
  test("a cookie-authenticated write from another origin, or with no origin at all, is refused and creates nothing", async () => {
    const user = await signUp(world.server.url, world.smtp)
    const before = await keyCount(user)
    const anonymous = makeClient(world.server.url, {}, user.client.address)
    const foreign: ReadonlyArray<Record<string, string>> = [{ origin: "https://evil.example" }, {}, {
      "sec-fetch-site": "cross-site"
    }, { origin: "null" }]
    for (const headers of foreign) {
      const response = await anonymous.request("POST", "/api/account/api-keys", {
        body: { name: "csrf" },
        headers: withCookie(user, headers)
      })
      expectErrorShape(response, 403, "cross_site_request")
    }
    const deleted = await anonymous.request("DELETE", "/api/auth/session", {
      headers: withCookie(user, { origin: "https://evil.example" })
    })
    expectErrorShape(deleted, 403, "cross_site_request")
    expect(await keyCount(user)).toBe(before)
    // The session was not signed out by the refused DELETE.
    expect((await user.client.request("GET", "/api/account")).status).toBe(200)
  })

  test("the same write from our own pages passes (Origin of this site, or Sec-Fetch-Site: same-origin)", async () => {
    const user = await signUp(world.server.url, world.smtp)
    const anonymous = makeClient(world.server.url, {}, user.client.address)
    const byOrigin = await anonymous.request("POST", "/api/account/api-keys", {
      body: { name: "ok" },
      headers: withCookie(user, { origin: world.server.url })
    })
    expect(byOrigin.status).toBe(201)
    const byFetchSite = await anonymous.request("POST", "/api/account/api-keys", {
      body: { name: "ok" },
      headers: withCookie(user, { "sec-fetch-site": "same-origin" })
    })
    expect(byFetchSite.status).toBe(201)
  })

  test("bearer and API-key callers are not concerned by the origin", async () => {
    const user = await signUp(world.server.url, world.smtp)
    const viaBearer = await user.client.request("POST", "/api/account/api-keys", {
      body: { name: "cli" },
      headers: { origin: "https://elsewhere.example" }
    })
    expect(viaBearer.status).toBe(201)
    const key = secretOf(viaBearer)
    const viaKey = await makeClient(world.server.url, { "x-api-key": key }, user.client.address).request(
      "POST",
      "/api/account/api-keys",
      {
        body: { name: "cli2" },
        headers: { origin: "https://elsewhere.example" }
      }
    )
    expect(viaKey.status).toBe(201)
  })

  test("JSON routes answer 415 to bodies that are not JSON, and nothing is created", async () => {
    const user = await signUp(world.server.url, world.smtp)
    const before = await keyCount(user)
    for (
      const contentType of [
        "text/plain",
        "application/x-www-form-urlencoded",
        "multipart/form-data; boundary=x",
        undefined
      ]
    ) {
      const headers: Record<string, string> = contentType === undefined ? {} : { "content-type": contentType }
      const response = await user.client.request("POST", "/api/account/api-keys", {
        raw: JSON.stringify({ name: "plain" }),
        headers
      })
      expectErrorShape(response, 415, "unsupported_media_type")
    }
    const onboarding = await makeClient(world.server.url).request("POST", "/api/integrations", {
      raw: JSON.stringify({ email: "plain@example.com", source: "payments", destination: "tables" }),
      headers: { "content-type": "text/plain;charset=UTF-8" }
    })
    expectErrorShape(onboarding, 415, "unsupported_media_type")
    expect(await keyCount(user)).toBe(before)
    // JSON with a charset is JSON.
    const charset = await user.client.request("POST", "/api/account/api-keys", {
      raw: JSON.stringify({ name: "utf8" }),
      headers: { "content-type": "application/json; charset=utf-8" }
    })
    expect(charset.status).toBe(201)
  })

  test("the payment webhook keeps its raw body and its own signature check", async () => {
    const response = await makeClient(world.server.url).request("POST", "/api/payments/webhook", {
      raw: "{}",
      headers: { "content-type": "text/plain" }
    })
    expect(response.status).not.toBe(415)
    expect(response.status).toBeLessThan(500)
    expect(response.json["ok"]).toBe(false)
  })
})

describe("NUL characters", () => {
  test("a NUL anywhere in the path, the query or a JSON body is a 400 invalid_input, and nothing is stored", async () => {
    const user = await signUp(world.server.url, world.smtp)
    const before = await keyCount(user)
    const requests: ReadonlyArray<[string, string, unknown]> = [
      ["GET", "/api/dashboard/mappings/%00", undefined],
      ["GET", `/api/dashboard/sync-logs/${user.integrationId}%00`, undefined],
      ["GET", "/api/dashboard/sync-errors?integration_id=int_%00", undefined],
      ["POST", "/api/account/api-keys", { name: "a\u0000b" }],
      ["POST", "/api/schema/infer", { integration_id: `${user.integrationId}\u0000` }]
    ]
    for (const [method, path, body] of requests) {
      const response = await user.client.request(method, path, body === undefined ? {} : { body })
      expectErrorShape(response, 400, "invalid_input")
      expect(String(response.json["message"])).toContain("NUL")
    }
    const anonymous = await makeClient(world.server.url).request("POST", "/api/auth/magic-link", {
      body: { email: `${user.email}\u0000` }
    })
    expectErrorShape(anonymous, 400, "invalid_input")
    expect(await keyCount(user)).toBe(before)
    // An escaped backslash before "u0000" is text, not a NUL.
    const text = await user.client.request("POST", "/api/account/api-keys", {
      raw: "{\"name\":\"path\\\\u0000\"}",
      headers: { "content-type": "application/json" }
    })
    expect(text.status).toBe(201)
  })
})

describe("keys named like the object prototype's members", () => {
  test("sample records with \"constructor\", \"__proto__\" or \"toString\" keys are read as plain keys, not a 500", async () => {
    const user = await signUp(world.server.url, world.smtp)
    const record = "{\"constructor\":1,\"__proto__\":{\"toString\":\"x\"},\"valueOf\":\"y\"," +
      "\"id\":\"constructor_1234abcd\",\"line_items\":[{\"constructor\":\"z\",\"hasOwnProperty\":2}]}"
    const response = await user.client.request("POST", "/api/schema/infer", {
      raw: `{"integration_id":"${user.integrationId}","sample_records":[${record},${record}]}`,
      headers: { "content-type": "application/json" }
    })
    expect(response.status).toBe(200)
    expect(Array.isArray(response.json["mappings"])).toBe(true)
  })
})

describe("security headers", () => {
  const expectPageHeaders = (headers: Headers) => {
    const csp = headers.get("content-security-policy") ?? ""
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toContain("script-src 'self'")
    expect(csp).toContain("style-src 'self'")
    expect(csp).toContain("connect-src 'self'")
    expect(csp).toContain("img-src 'self' data:")
    expect(csp).not.toContain("unsafe-inline")
    expect(headers.get("x-frame-options")).toBe("DENY")
    expect(headers.get("x-content-type-options")).toBe("nosniff")
    expect(headers.get("referrer-policy")).toBe("no-referrer")
  }

  test("every HTML page carries CSP, frame, sniffing and referrer headers, and has no inline script or style", async () => {
    for (const path of ["/", "/dashboard", "/signin/expired"]) {
      const response = await makeClient(world.server.url).request("GET", path)
      expect(response.status).toBe(200)
      expect(response.headers.get("content-type")).toContain("text/html")
      expectPageHeaders(response.headers)
      const html = String(response.body)
      expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/)
      expect(html).not.toContain("<style")
      for (const [, src] of html.matchAll(/<(?:script|link)[^>]*(?:src|href)="([^"]+)"/g)) {
        const asset = await makeClient(world.server.url).request("GET", src ?? "")
        expect(asset.status).toBe(200)
        expect(asset.headers.get("x-content-type-options")).toBe("nosniff")
        expect(asset.headers.get("content-type")).toMatch(/text\/(javascript|css)|image\/svg\+xml/)
      }
    }
  })

  test("the API reference keeps its own policy: the platform's inline Scalar bundle, nothing from another origin", async () => {
    const response = await makeClient(world.server.url).request("GET", "/api/docs")
    expect(response.status).toBe(200)
    expect(response.headers.get("content-type")).toContain("text/html")
    const csp = response.headers.get("content-security-policy") ?? ""
    expect(csp).toContain("default-src 'none'")
    expect(csp).toContain("connect-src 'self'")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toContain("form-action 'none'")
    expect(csp).not.toMatch(/https?:/)
    expect(response.headers.get("x-frame-options")).toBe("DENY")
    expect(response.headers.get("x-content-type-options")).toBe("nosniff")
    expect(response.headers.get("referrer-policy")).toBe("no-referrer")
    expect(String(response.body)).not.toMatch(/<(?:script|link)[^>]+(?:src|href)=["']https?:/)
  })

  test("authenticated JSON answers are not stored by caches; errors and limits carry the headers too", async () => {
    const user = await signUp(world.server.url, world.smtp)
    const account = await user.client.request("GET", "/api/account")
    expect(account.status).toBe(200)
    expect(account.headers.get("cache-control")).toBe("no-store")
    expect(account.headers.get("x-content-type-options")).toBe("nosniff")
    const missing = await user.client.request("GET", "/api/dashboard/sync-logs/int_nope")
    expect(missing.headers.get("cache-control")).toBe("no-store")
    const refused = await makeClient(world.server.url).request("POST", "/api/account/api-keys", {
      raw: "x",
      headers: { "content-type": "text/plain" }
    })
    expect(refused.headers.get("x-frame-options")).toBe("DENY")
  })
})

describe("rate limits per account", () => {
  test("API keys and sessions of one account share the plan's requests per minute", async () => {
    const user = await signUp(world.server.url, world.smtp)
    const keys: Array<string> = []
    for (let i = 0; i < 3; i++) {
      const created = await user.client.request("POST", "/api/account/api-keys", { body: { name: `k${i}` } })
      expect(created.status).toBe(201)
      keys.push(secretOf(created))
    }
    const callers = [user.client, ...keys.map((key) => makeClient(world.server.url, { "x-api-key": key }))]
    let ok = 0
    let limited = 0
    for (let i = 0; i < 160; i++) {
      const response = await (callers[i % callers.length] ?? user.client).request("GET", "/api/account")
      if (response.status === 429) limited += 1
      else if (response.status === 200) ok += 1
      expect(response.headers.get("ratelimit-limit")).toBe("120")
    }
    // Pro (the trial) allows 120 a minute for the whole account, three of which went to creating the keys.
    expect(ok).toBe(117)
    expect(limited).toBe(43)
  })
})

describe("cron secret guessing", () => {
  test("wrong secrets are limited per address; once over, even the right secret is refused from there", async () => {
    const guesser = makeClient(world.server.url, {}, "192.0.2.77")
    for (let i = 0; i < 10; i++) {
      const response = await guesser.request("POST", "/api/cron/retention", {
        headers: { authorization: `Bearer guess-${i}` }
      })
      expectErrorShape(response, 401, "unauthorized")
    }
    const over = await guesser.request("POST", "/api/cron/retention", { headers: { authorization: "Bearer guess-11" } })
    expect(over.status).toBe(429)
    expect(over.json["error"]).toBe("rate_limit_exceeded")
    const right = await guesser.request("POST", "/api/cron/retention", {
      headers: { authorization: `Bearer ${CRON_SECRET}` }
    })
    expect(right.status).toBe(429)
    // The scheduler's own address is not affected, and is not limited with the right secret.
    const scheduler = makeClient(world.server.url, { authorization: `Bearer ${CRON_SECRET}` }, "192.0.2.78")
    for (let i = 0; i < 15; i++) expect((await scheduler.request("POST", "/api/cron/retention")).status).toBe(200)
  })
})
