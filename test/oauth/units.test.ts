/** The pure parts of the OAuth flow: the storefront signature and shop rules, PKCE, and the credential merge. */
import { describe, expect, test } from "bun:test"
import { shopifyHmac, storefrontCallbackProblem } from "../../src/connectors/storefront/oauth.js"
import { myshopifyHost, shopUrl } from "../../src/domain/shop.js"
import { mergeTokens } from "../../src/oauth/credentials.js"
import { newCodeVerifier, s256Challenge } from "../../src/oauth/pkce.js"
import { shopifyHmac as emulatorHmac } from "../emulators/storefront.js"

const SECRET = "hush"

describe("storefront callback signature", () => {
  test("matches the emulator's signing, sorting by key (not by the k=v text)", () => {
    // "a1" < "a=" as text but "a" < "a1" as keys: only a key sort gets this right.
    const params = { a: "x", a1: "y", code: "c0de", shop: "s.myshopify.com", state: "st", timestamp: "1" }
    const query = Object.entries(params)
    expect(shopifyHmac(query, SECRET)).toBe(emulatorHmac(params, SECRET))
    expect(shopifyHmac([...query, ["hmac", "ignored"]], SECRET)).toBe(emulatorHmac(params, SECRET))
  })

  test("refuses a bad signature, a foreign shop and a shop other than the one started for", () => {
    const signed = (
      params: Record<string, string>
    ) => [...Object.entries(params), ["hmac", emulatorHmac(params, SECRET)] as const]
    const good = { code: "c", shop: "my-store.myshopify.com", state: "s", timestamp: "1" }
    expect(storefrontCallbackProblem(signed(good), SECRET, "my-store.myshopify.com")).toBeNull()
    expect(storefrontCallbackProblem(signed(good), "other", "my-store.myshopify.com")).toMatch(/does not verify/)
    expect(storefrontCallbackProblem(Object.entries(good), SECRET, null)).toMatch(/not signed/)
    expect(storefrontCallbackProblem(signed({ ...good, shop: "evil.com" }), SECRET, null)).toMatch(
      /outside \.myshopify\.com/
    )
    expect(
      storefrontCallbackProblem(signed({ ...good, shop: "other.myshopify.com" }), SECRET, "my-store.myshopify.com")
    ).toMatch(/started for my-store/)
  })

  test("shop hosts and URL templates", () => {
    expect(myshopifyHost("HTTPS://My-Store.myshopify.com/")).toBe("my-store.myshopify.com")
    expect(myshopifyHost("my-store")).toBeNull()
    expect(myshopifyHost("my-store.myshopify.com.evil.io")).toBeNull()
    expect(myshopifyHost("a/b.myshopify.com")).toBeNull()
    expect(myshopifyHost("https://my-store.myshopify.com/admin")).toBeNull()
    expect(myshopifyHost("127.0.0.1")).toBeNull()
    expect(shopUrl("https://{shop}/admin/oauth/authorize", "s.myshopify.com")).toBe(
      "https://s.myshopify.com/admin/oauth/authorize"
    )
    expect(shopUrl("https://{shop}.myshopify.com/admin/oauth/access_token", "s.myshopify.com")).toBe(
      "https://s.myshopify.com/admin/oauth/access_token"
    )
    expect(shopUrl("http://127.0.0.1:9/{shop}/admin/oauth/authorize", "s.myshopify.com")).toBe(
      "http://127.0.0.1:9/s.myshopify.com/admin/oauth/authorize"
    )
  })
})

test("PKCE: a 43-character base64url verifier and its S256 challenge (RFC 7636 appendix B)", () => {
  expect(newCodeVerifier()).toMatch(/^[A-Za-z0-9_-]{43}$/)
  expect(newCodeVerifier()).not.toBe(newCodeVerifier())
  expect(s256Challenge("dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk")).toBe(
    "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM"
  )
})

describe("credential merge", () => {
  const now = Date.parse("2025-03-01T12:00:00.000Z")

  test("keeps what locates the target, drops the API key and older tokens, computes expires_at from expires_in", () => {
    const merged = mergeTokens(
      {
        base_id: "app1",
        table: "Sales",
        api_key: "pat_old",
        access_token: "old",
        refresh_token: "old_rt",
        expires_at: "2020-01-01T00:00:00.000Z"
      },
      { access_token: "new", refresh_token: "new_rt", expires_in: 3600, scope: "a b", token_type: "Bearer" },
      {},
      now
    )
    expect(merged).toEqual({
      base_id: "app1",
      table: "Sales",
      access_token: "new",
      refresh_token: "new_rt",
      expires_at: "2025-03-01T13:00:00.000Z",
      scope: "a b"
    })
  })

  test("a token that never expires gets no expires_at (not even a stale one), and provider extras are added", () => {
    const merged = mergeTokens(
      { expires_at: "2020-01-01T00:00:00.000Z" },
      { access_token: "sk_x", scope: "read_only" },
      { stripe_user_id: "acct_1" },
      now
    )
    expect(merged).toEqual({ access_token: "sk_x", scope: "read_only", stripe_user_id: "acct_1" })
  })
})
