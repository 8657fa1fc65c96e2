/** The office emulator's wire format and Google OAuth with PKCE. */
import { afterAll, beforeAll, describe, expect, test } from "bun:test"
import { createHash } from "node:crypto"
import { type OfficeEmulator, startOfficeEmulator } from "../emulators/office.js"

let emu: OfficeEmulator

beforeAll(async () => {
  emu = await startOfficeEmulator({
    quota: { readsPerWindow: 3, writesPerWindow: 2, windowMs: 60_000 },
    accessTokenSeconds: 3600
  })
})
afterAll(() => emu.stop())

const REDIRECT = "http://localhost:3000/api/auth/office/callback"
const token = (params: Record<string, string>) =>
  fetch(`${emu.url}/token`, {
    method: "POST",
    body: new URLSearchParams({ client_id: emu.clientId, client_secret: emu.clientSecret, ...params })
  })

describe("office emulator wire", () => {
  test("values get/append/batchUpdate, then per-user quotas answer RESOURCE_EXHAUSTED", async () => {
    const id = emu.createSpreadsheet({ header: ["Name", "Total"] })
    const { access_token } = emu.issueToken()
    const headers = { authorization: `Bearer ${access_token}`, "content-type": "application/json" }
    const empty = await fetch(`${emu.url}/v4/spreadsheets/${id}/values/${encodeURIComponent("Sheet1!C:C")}`, {
      headers
    })
    expect(await empty.json()).toEqual({ range: "'Sheet1'!C1:C1000", majorDimension: "ROWS" })
    const header = await fetch(`${emu.url}/v4/spreadsheets/${id}/values/${encodeURIComponent("'Sheet1'!1:1")}`, {
      headers
    })
    expect(await header.json()).toEqual({
      range: "'Sheet1'!A1:Z1",
      majorDimension: "ROWS",
      values: [["Name", "Total"]]
    })
    const append = await fetch(
      `${emu.url}/v4/spreadsheets/${id}/values/${
        encodeURIComponent("'Sheet1'!A1")
      }:append?valueInputOption=RAW&insertDataOption=INSERT_ROWS`,
      {
        method: "POST",
        headers,
        body: JSON.stringify({ values: [["a", "1.50"], ["b", 2]] })
      }
    )
    expect(await append.json()).toMatchObject({ updates: { updatedRange: "'Sheet1'!A2:B3", updatedRows: 2 } })
    const update = await fetch(`${emu.url}/v4/spreadsheets/${id}/values:batchUpdate`, {
      method: "POST",
      headers,
      body: JSON.stringify({ valueInputOption: "RAW", data: [{ range: "'Sheet1'!A3:B3", values: [[null, "3.00"]] }] })
    })
    expect(update.status).toBe(200)
    expect(emu.readSheet(id)).toEqual([["Name", "Total"], ["a", "1.50"], ["b", "3.00"]])
    expect(emu.gridSize(id)).toEqual({ rowCount: 1002, columnCount: 26 })

    // Third read and third write in the window: over the per-user quota.
    await fetch(`${emu.url}/v4/spreadsheets/${id}`, { headers })
    const reads = await fetch(`${emu.url}/v4/spreadsheets/${id}`, { headers })
    expect(reads.status).toBe(429)
    const writes = await fetch(`${emu.url}/v4/spreadsheets/${id}/values:batchUpdate`, {
      method: "POST",
      headers,
      body: JSON.stringify({ valueInputOption: "RAW", data: [] })
    })
    expect(writes.status).toBe(429)
    expect(await writes.json()).toEqual({
      error: {
        code: 429,
        status: "RESOURCE_EXHAUSTED",
        message: expect.stringContaining("Write requests per minute per user")
      }
    })
    // Another user has a budget of their own.
    const other = emu.issueToken()
    expect(
      (await fetch(`${emu.url}/v4/spreadsheets/${id}`, { headers: { authorization: `Bearer ${other.access_token}` } }))
        .status
    ).toBe(200)
    emu.setQuota(false)
  })

  test("missing or bad credentials are UNAUTHENTICATED, unknown spreadsheets NOT_FOUND", async () => {
    const id = emu.createSpreadsheet({})
    const none = await fetch(`${emu.url}/v4/spreadsheets/${id}`)
    expect(none.status).toBe(401)
    expect(await none.json()).toMatchObject({ error: { code: 401, status: "UNAUTHENTICATED" } })
    const { access_token } = emu.issueToken()
    const missing = await fetch(`${emu.url}/v4/spreadsheets/nope`, {
      headers: { authorization: `Bearer ${access_token}` }
    })
    expect(await missing.json()).toEqual({
      error: { code: 404, message: "Requested entity was not found.", status: "NOT_FOUND" }
    })
  })

  test("injected server errors carry Google's canonical status: 500 INTERNAL, 503 UNAVAILABLE", async () => {
    const id = emu.createSpreadsheet({})
    const { access_token } = emu.issueToken()
    const read = () =>
      fetch(`${emu.url}/v4/spreadsheets/${id}`, { headers: { authorization: `Bearer ${access_token}` } })
    emu.injectFaults({ kind: "status", status: 503 }, 1)
    expect(await (await read()).json()).toMatchObject({ error: { code: 503, status: "UNAVAILABLE" } })
    emu.injectFaults({ kind: "status", status: 500 }, 1)
    expect(await (await read()).json()).toMatchObject({ error: { code: 500, status: "INTERNAL" } })
  })
})

describe("office emulator OAuth", () => {
  const authorize = async (extra: Record<string, string>) => {
    const params = new URLSearchParams({
      client_id: emu.clientId,
      redirect_uri: REDIRECT,
      response_type: "code",
      scope: "https://www.googleapis.com/auth/spreadsheets",
      state: "st",
      ...extra
    })
    const res = await fetch(`${emu.url}/o/oauth2/v2/auth?${params}`, { redirect: "manual" })
    expect(res.status).toBe(302)
    return new URL(res.headers.get("location") ?? "")
  }
  const verifier = "a-verifier-that-is-long-enough-for-pkce-0123456789"
  const challenge = createHash("sha256").update(verifier).digest("base64url")

  test("PKCE S256 + offline: the code needs its verifier and yields a refresh token", async () => {
    const back = await authorize({
      code_challenge: challenge,
      code_challenge_method: "S256",
      access_type: "offline",
      prompt: "consent"
    })
    expect(back.searchParams.get("state")).toBe("st")
    const code = back.searchParams.get("code") ?? ""
    const wrong = await token({
      grant_type: "authorization_code",
      code,
      redirect_uri: REDIRECT,
      code_verifier: "wrong"
    })
    expect(wrong.status).toBe(400)
    expect(await wrong.json()).toMatchObject({ error: "invalid_grant" })
    const res = await token({ grant_type: "authorization_code", code, redirect_uri: REDIRECT, code_verifier: verifier })
    const tokens = (await res.json()) as Record<string, unknown>
    // Read before asserting: bun's asymmetric matchers write themselves into the received object.
    const refreshToken = String(tokens.refresh_token)
    expect(tokens).toMatchObject({
      access_token: expect.any(String),
      refresh_token: expect.any(String),
      expires_in: 3600,
      token_type: "Bearer"
    })
    const refreshed = await token({ grant_type: "refresh_token", refresh_token: refreshToken })
    expect(await refreshed.json()).toMatchObject({ access_token: expect.any(String), expires_in: 3600 })
    emu.revokeRefreshToken(refreshToken)
    const revoked = await token({ grant_type: "refresh_token", refresh_token: refreshToken })
    expect(revoked.status).toBe(400)
    expect(await revoked.json()).toEqual({
      error: "invalid_grant",
      error_description: "Token has been expired or revoked."
    })
  })

  test("without access_type=offline there is no refresh token; denial redirects with error", async () => {
    const code = (await authorize({})).searchParams.get("code") ?? ""
    const tokens =
      (await (await token({ grant_type: "authorization_code", code, redirect_uri: REDIRECT })).json()) as Record<
        string,
        unknown
      >
    expect(tokens.refresh_token).toBeUndefined()
    emu.setConsent("deny")
    const back = await authorize({})
    emu.setConsent("approve")
    expect(back.searchParams.get("error")).toBe("access_denied")
    expect(back.searchParams.get("state")).toBe("st")
  })
})
