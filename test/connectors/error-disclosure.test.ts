/**
 * What a failed provider call may tell the merchant: the provider's own error
 * message, the HTTP status and a transport error code. Never a raw response
 * body, a DNS or connect error's text (host names, addresses), or control
 * characters that could forge a log line.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test"
import { Effect, Either } from "effect"
import { classifyTransportError } from "../../src/connectors/http-failure.js"
import { sendWire } from "../../src/connectors/provider-http.js"
import { signUp } from "../support/accounts.js"
import { useServerWithMail } from "../support/mail-server.js"

let upstream: ReturnType<typeof Bun.serve>
beforeAll(() => {
  upstream = Bun.serve({
    port: 0,
    hostname: "127.0.0.1",
    fetch: (request) => {
      const path = new URL(request.url).pathname
      if (path === "/html") {
        return new Response(
          "<html><body>502 Bad Gateway: upstream internal-gateway.corp.example:8443 refused</body></html>",
          {
            status: 502,
            headers: { "content-type": "text/html" }
          }
        )
      }
      return Response.json({
        error: {
          message: "Invalid value\n2026-01-01T00:00:00Z level=INFO message=\"forged line\"",
          type: "invalid_request_error"
        }
      }, { status: 400 })
    }
  })
})
afterAll(() => upstream.stop(true))

const send = (path: string) =>
  Effect.runPromise(
    Effect.either(
      sendWire("tables", { method: "GET", url: `http://127.0.0.1:${upstream.port}${path}`, headers: {} }, {
        timeoutMs: 2_000
      })
    )
  )

describe("connector error messages", () => {
  test("a DNS failure keeps its code and drops the host name", () => {
    const dns = Object.assign(new TypeError("getaddrinfo ENOTFOUND billing-db.internal.corp"), {
      code: "ENOTFOUND",
      hostname: "billing-db.internal.corp"
    })
    const error = classifyTransportError("storefront", dns)
    expect(error.retryable).toBe(true)
    expect(error.message).toContain("could not be reached")
    expect(error.message).toContain("ENOTFOUND")
    expect(error.message).not.toContain("billing-db")
  })

  test("a connect error's text (address and port) is not repeated", () => {
    const refused = Object.assign(new TypeError("connect ECONNREFUSED 10.1.2.3:5432"), {
      code: "ECONNREFUSED",
      path: "http://10.1.2.3:5432/"
    })
    const error = classifyTransportError("payments", refused)
    expect(error.message).toContain("could not be reached")
    expect(error.message).not.toContain("10.1.2.3")
    expect(error.message).not.toContain("5432")
  })

  test("a non-JSON error body is not quoted, only its status", async () => {
    const result = await send("/html")
    expect(Either.isLeft(result)).toBe(true)
    if (Either.isLeft(result)) {
      expect(result.left.message).toContain("HTTP 502")
      expect(result.left.message).not.toContain("internal-gateway")
      expect(result.left.message).not.toContain("<html>")
    }
  })

  test("the provider's own message is kept, on one line", async () => {
    const result = await send("/json")
    expect(Either.isLeft(result)).toBe(true)
    if (Either.isLeft(result)) {
      expect(result.left.message).toContain("Invalid value")
      expect(result.left.message).not.toMatch(/[\r\n]/)
    }
  })
})

describe("through the API", () => {
  // Nothing listens on port 1 of the loopback: the connection is refused at once.
  const world = useServerWithMail({ STOREFRONT_API_URL: "http://127.0.0.1:1/{shop}" })

  test("an inference whose source cannot be reached says so without naming hosts or addresses", async () => {
    const owner = await signUp(world.server.url, world.smtp)
    const created = await owner.client.request("POST", "/api/integrations", {
      body: {
        email: owner.email,
        source: "storefront",
        destination: "tables",
        source_credentials: { shop: "my-store.myshopify.com", access_token: "shpat_x" }
      }
    })
    expect(created.status).toBe(201)
    const response = await owner.client.request("POST", "/api/schema/infer", {
      body: { integration_id: String(created.json["integration_id"]) }
    })
    expect(response.status).toBe(400)
    const text = JSON.stringify(response.json)
    expect(text).toContain("could not be reached")
    expect(text).not.toContain("127.0.0.1")
    expect(text).not.toContain("Is the computer able")
    expect(text).not.toContain("ECONNREFUSED:")
  })
})
