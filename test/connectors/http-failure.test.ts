import { describe, expect, test } from "bun:test"
import {
  classifyHttpStatus,
  classifyTransportError,
  parseRetryAfter,
  providerMessage
} from "../../src/connectors/http-failure.js"

const now = Date.parse("2025-01-01T00:00:00Z")

describe("http-failure", () => {
  test("Retry-After: seconds and HTTP dates", () => {
    expect(parseRetryAfter("2", now)).toBe(2000)
    expect(parseRetryAfter("1.5", now)).toBe(1500)
    expect(parseRetryAfter("Wed, 01 Jan 2025 00:00:05 GMT", now)).toBe(5000)
    expect(parseRetryAfter("Tue, 31 Dec 2024 00:00:00 GMT", now)).toBe(0)
    expect(parseRetryAfter("soon", now)).toBeUndefined()
    expect(parseRetryAfter(null, now)).toBeUndefined()
  })

  test("statuses: retryable, reconnect, permanent, provider message kept", () => {
    const limited = classifyHttpStatus({
      provider: "tables",
      status: 429,
      retryAfter: "3",
      message: "Rate limit exceeded"
    }, now)
    expect(limited).toMatchObject({ retryable: true, retryAfterMs: 3000, status: 429 })
    expect(limited.message).toContain("Rate limit exceeded")
    // The wait it asked for is said, so a run that stops on a long one tells the merchant why.
    expect(limited.message).toEndWith("; it asked to wait 3 s")
    expect(classifyHttpStatus({ provider: "payments", status: 503 }, now).retryable).toBe(true)
    expect(classifyHttpStatus({ provider: "payments", status: 500 }, now).retryable).toBe(true)
    const auth = classifyHttpStatus({ provider: "payments", status: 401, message: "Invalid API Key provided" }, now)
    expect(auth).toMatchObject({ retryable: false, reconnect: true })
    expect(auth.message).toContain("Invalid API Key provided")
    expect(auth.message).toContain("reconnect")
    expect(classifyHttpStatus({ provider: "tables", status: 403 }, now).reconnect).toBe(true)
    const missing = classifyHttpStatus({ provider: "tables", status: 404, resource: "base appX" }, now)
    expect(missing.retryable).toBe(false)
    expect(missing.message).toContain("base appX")
    expect(classifyHttpStatus({ provider: "tables", status: 422, message: "Unknown field name: \"x\"" }, now).retryable)
      .toBe(false)
  })

  test("the status is said once, also when the provider's own message gives it", () => {
    const times = (text: string, what: string) => text.split(what).length - 1
    // The payments emulator's 500, as a failed sync showed it: "is unavailable (HTTP 500): Emulated failure (HTTP 500)."
    for (const status of [500, 503, 429, 401, 404, 422, 418]) {
      const echoed = classifyHttpStatus(
        { provider: "payments", status, message: `Emulated failure (HTTP ${status}).` },
        now
      )
      expect(times(echoed.message, `HTTP ${status}`)).toBe(1)
      expect(echoed.message).toContain(`Emulated failure (HTTP ${status}).`)
      // A message that does not give it: the status is added, once.
      const plain = classifyHttpStatus({ provider: "payments", status, message: "Something went wrong" }, now)
      expect(times(plain.message, `HTTP ${status}`)).toBe(1)
      expect(times(classifyHttpStatus({ provider: "payments", status }, now).message, `HTTP ${status}`)).toBe(1)
    }
    expect(
      classifyHttpStatus(
        { provider: "payments", status: 500, message: "Emulated failure (HTTP 500)." },
        now
      ).message
    )
      .toBe("Stripe API is unavailable: Emulated failure (HTTP 500).")
    expect(
      classifyHttpStatus({ provider: "tables", status: 503, message: "HTTP/1.1 503 Service Unavailable" }, now).message
    )
      .toBe("Airtable Web API is unavailable: HTTP/1.1 503 Service Unavailable")
    expect(classifyHttpStatus({ provider: "office", status: 502, message: "Upstream status code 502" }, now).message)
      .not.toContain("(HTTP 502)")
    // Another number, or another status, is not this one: the status is still said.
    expect(classifyHttpStatus({ provider: "payments", status: 500, message: "HTTP 5000 rows" }, now).message)
      .toContain("(HTTP 500)")
    expect(classifyHttpStatus({ provider: "payments", status: 502, message: "upstream said HTTP 500" }, now).message)
      .toContain("(HTTP 502)")
  })

  test("transport errors are retryable and say what happened", () => {
    const reset = Object.assign(new TypeError("The socket connection was closed unexpectedly"), { code: "ECONNRESET" })
    expect(classifyTransportError("tables", reset)).toMatchObject({ retryable: true })
    expect(classifyTransportError("tables", reset).message).toContain("ECONNRESET")
    const refused = new TypeError("fetch failed", {
      cause: Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:1"), { code: "ECONNREFUSED" })
    })
    expect(classifyTransportError("payments", refused).message).toContain("ECONNREFUSED")
    const timeout = new DOMException("The operation timed out.", "TimeoutError")
    expect(classifyTransportError("payments", timeout).message).toContain("did not answer in time")
  })

  test("provider messages from every provider's error shape", () => {
    // The message is for the merchant: the provider's error code beside it ("(invalid_request_error)") says nothing
    // to them; it stands in only where there is no message.
    expect(providerMessage({ error: { type: "invalid_request_error", message: "No such charge" } })).toBe(
      "No such charge"
    )
    expect(providerMessage({ error: { type: "api_error", message: "Emulated failure (HTTP 500)." } })).toBe(
      "Emulated failure (HTTP 500)."
    )
    expect(providerMessage({ error: { code: 403, status: "PERMISSION_DENIED", message: "The caller does not have" } }))
      .toBe("The caller does not have")
    expect(providerMessage({ error: { type: "NOT_FOUND" } })).toBe("NOT_FOUND")
    expect(providerMessage({ error: "invalid_grant", error_description: "expired" })).toBe("invalid_grant: expired")
    expect(providerMessage({ errors: "Not Found" })).toBe("Not Found")
    expect(providerMessage({ errors: { title: ["can't be blank"] } })).toBe("title can't be blank")
    expect(providerMessage({ errors: [{ code: "Unauthorized", message: "Access denied" }] })).toBe(
      "Unauthorized: Access denied"
    )
    expect(providerMessage("plain")).toBe("plain")
  })
})
