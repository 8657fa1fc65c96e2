import { afterAll, beforeAll, describe, expect, test } from "bun:test"
import { createHash } from "node:crypto"
import { startTablesEmulator, type TablesEmulator } from "./tables.js"

let emu: TablesEmulator
let baseId: string
const auth = { authorization: "Bearer pat_emulator", "content-type": "application/json" }
const call = (
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = auth
): Promise<Response> =>
  fetch(`${emu.url}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) })

beforeAll(async () => {
  emu = await startTablesEmulator({ rateLimit: false, oauthClientSecret: "shh" })
  baseId = emu.createBase({
    tables: [
      {
        name: "Sales",
        fields: [{ name: "Sync ID" }, { name: "Amount", type: "number" }, { name: "Paid", type: "checkbox" }, {
          name: "Status",
          type: "singleSelect",
          options: { choices: [{ name: "paid" }] }
        }]
      },
      { name: "Other", fields: [{ name: "Name" }] }
    ]
  }).id
})
afterAll(() => emu.stop())

describe("tables emulator", () => {
  test("auth and 404s", async () => {
    const r = await call("GET", `/v0/${baseId}/Sales`, undefined, {})
    expect(r.status).toBe(401)
    expect((await r.json()).error.type).toBe("AUTHENTICATION_REQUIRED")
    expect((await call("GET", `/v0/appMissing000000000/Sales`)).status).toBe(404)
    const table = await call("GET", `/v0/${baseId}/Nope`)
    expect(table.status).toBe(404)
    expect((await table.json()).error.type).toBe("TABLE_NOT_FOUND")
  })

  test("schema endpoint lists tables, fields and primary field", async () => {
    const body = await (await call("GET", `/v0/meta/bases/${baseId}/tables`)).json()
    expect(body.tables.map((t: { name: string }) => t.name)).toEqual(["Sales", "Other"])
    expect(body.tables[0].primaryFieldId).toBe(body.tables[0].fields[0].id)
    expect(body.tables[0].fields[1]).toMatchObject({ name: "Amount", type: "number" })
  })

  test("upsert creates then updates, reports createdRecords/updatedRecords, typecast converts", async () => {
    const upsert = (records: Array<Record<string, unknown>>) =>
      call("PATCH", `/v0/${baseId}/Sales`, {
        performUpsert: { fieldsToMergeOn: ["Sync ID"] },
        typecast: true,
        records: records.map((fields) => ({ fields }))
      })
    const first = await (await upsert([{ "Sync ID": "ch_1", Amount: "12.5" }, {
      "Sync ID": "ch_2",
      Amount: 3,
      Status: "refunded"
    }])).json()
    expect(first.createdRecords.length).toBe(2)
    expect(first.updatedRecords).toEqual([])
    const again = await (await upsert([{ "Sync ID": "ch_1", Amount: 20, Paid: true }])).json()
    expect(again.updatedRecords).toEqual([first.createdRecords[0]])
    const rows = emu.records(baseId, "Sales")
    expect(rows.length).toBe(2)
    expect(rows[0].fields).toEqual({ "Sync ID": "ch_1", Amount: 20, Paid: true })
    expect(rows[1].fields.Status).toBe("refunded") // typecast created the option
  })

  test("more than 10 records, unknown fields, bad values and multiple matches are 422", async () => {
    const eleven = Array.from({ length: 11 }, (_, i) => ({ fields: { "Sync ID": `x${i}` } }))
    const tooMany = await call("POST", `/v0/${baseId}/Sales`, { records: eleven })
    expect(tooMany.status).toBe(422)
    const unknown = await call("PATCH", `/v0/${baseId}/Sales`, {
      performUpsert: { fieldsToMergeOn: ["Sync ID"] },
      typecast: true,
      records: [{ fields: { "Sync ID": "a", Nope: 1 } }]
    })
    expect(unknown.status).toBe(422)
    expect((await unknown.json()).error).toEqual({
      type: "UNKNOWN_FIELD_NAME",
      message: "Unknown field name: \"Nope\""
    })
    const bad = await call("POST", `/v0/${baseId}/Sales`, { records: [{ fields: { Amount: "lots" } }] })
    expect((await bad.json()).error.type).toBe("INVALID_VALUE_FOR_COLUMN")
    await call("POST", `/v0/${baseId}/Other`, { records: [{ fields: { Name: "dup" } }, { fields: { Name: "dup" } }] })
    const multi = await call("PATCH", `/v0/${baseId}/Other`, {
      performUpsert: { fieldsToMergeOn: ["Name"] },
      records: [{ fields: { Name: "dup" } }]
    })
    expect(multi.status).toBe(422)
    expect(emu.records(baseId, "Sales").length).toBe(2) // nothing half-applied
  })

  test("list pages with pageSize and offset", async () => {
    const records = Array.from({ length: 10 }, (_, i) => ({ fields: { Name: `n${i}` } }))
    await call("POST", `/v0/${baseId}/Other`, { records })
    const seen: Array<string> = []
    let offset: string | undefined
    do {
      const body = await (await call(
        "GET",
        `/v0/${baseId}/Other?pageSize=5${offset === undefined ? "" : `&offset=${encodeURIComponent(offset)}`}`
      )).json()
      seen.push(...body.records.map((r: { id: string }) => r.id))
      offset = body.offset
    } while (offset !== undefined)
    expect(seen).toEqual(emu.records(baseId, "Other").map((r) => r.id))
    expect(seen.length).toBe(12)
  })

  test("5 requests/s per base, then 30 s of 429s", async () => {
    const limited = await startTablesEmulator()
    try {
      const id = limited.createBase({ tables: [{ name: "T", fields: [{ name: "Name" }] }] }).id
      const statuses: Array<number> = []
      await Bun.sleep(1005 - (Date.now() % 1000)) // start at the top of a clock second
      for (let i = 0; i < 7; i += 1) statuses.push((await fetch(`${limited.url}/v0/${id}/T`, { headers: auth })).status)
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429])
      await Bun.sleep(1000)
      expect((await fetch(`${limited.url}/v0/${id}/T`, { headers: auth })).status).toBe(429) // still in the penalty
      expect(limited.rateLimitedCount()).toBe(3)
      limited.resetRateLimit()
      expect((await fetch(`${limited.url}/v0/${id}/T`, { headers: auth })).status).toBe(200)
    } finally {
      await limited.stop()
    }
  })

  test("another process can create bases, read records and switch the rate limit over /__control", async () => {
    const created = await (
      await fetch(`${emu.url}/__control/bases`, {
        method: "POST",
        body: JSON.stringify({ tables: [{ name: "T", fields: [{ name: "Sync ID" }, { name: "N", type: "number" }] }] })
      })
    ).json()
    expect(created.id).toStartWith("app")
    await call("POST", `/v0/${created.id}/T`, { records: [{ fields: { "Sync ID": "a", N: 1 } }] })
    const listed = await (await fetch(`${emu.url}/__control/records?base=${created.id}&table=T`)).json()
    expect(listed.records.map((r: { fields: unknown }) => r.fields)).toEqual([{ "Sync ID": "a", N: 1 }])
    expect((await fetch(`${emu.url}/__control/records?base=nope&table=T`)).status).toBe(404)
    expect(await (await fetch(`${emu.url}/__control/rate-limit`)).json()).toEqual({ on: false, rateLimited: 0 })
  })

  test("OAuth: state + PKCE S256 required, Basic client auth, verifier checked, refresh tokens rotate, tokens expire", async () => {
    const verifier = "v".repeat(50)
    const challenge = createHash("sha256").update(verifier).digest("base64url")
    const cb = encodeURIComponent("http://localhost:3000/cb")
    const noPkce = await fetch(
      `${emu.url}/oauth2/v1/authorize?client_id=emulator-client&redirect_uri=${cb}&response_type=code&state=s1`,
      { redirect: "manual" }
    )
    expect(new URL(noPkce.headers.get("location") ?? "").searchParams.get("error")).toBe("invalid_request")
    const ok = await fetch(
      `${emu.url}/oauth2/v1/authorize?client_id=emulator-client&redirect_uri=${cb}&response_type=code&state=s1&code_challenge=${challenge}&code_challenge_method=S256&scope=data.records:write`,
      { redirect: "manual" }
    )
    const back = new URL(ok.headers.get("location") ?? "")
    expect(back.searchParams.get("state")).toBe("s1")
    const code = back.searchParams.get("code") ?? ""
    const basic = { authorization: `Basic ${Buffer.from("emulator-client:shh").toString("base64")}` }
    const token = (form: Record<string, string>, headers: Record<string, string> = basic) =>
      fetch(`${emu.url}/oauth2/v1/token`, { method: "POST", headers, body: new URLSearchParams(form) })
    expect((await token({ grant_type: "authorization_code", code, code_verifier: verifier }, {})).status).toBe(401)
    const wrongVerifier = await token({ grant_type: "authorization_code", code, code_verifier: "nope" })
    expect((await wrongVerifier.json()).error).toBe("invalid_grant")
    // the code was consumed by the failed attempt; get a fresh one
    const again = await fetch(
      `${emu.url}/oauth2/v1/authorize?client_id=emulator-client&redirect_uri=${cb}&response_type=code&state=s2&code_challenge=${challenge}&code_challenge_method=S256`,
      { redirect: "manual" }
    )
    const code2 = new URL(again.headers.get("location") ?? "").searchParams.get("code") ?? ""
    const tokens = await (await token({
      grant_type: "authorization_code",
      code: code2,
      code_verifier: verifier,
      redirect_uri: "http://localhost:3000/cb"
    })).json()
    expect(tokens.expires_in).toBe(3600)
    expect(
      (await call("GET", `/v0/${baseId}/Sales`, undefined, { authorization: `Bearer ${tokens.access_token}` })).status
    ).toBe(200)
    const refreshed = await (await token({ grant_type: "refresh_token", refresh_token: tokens.refresh_token })).json()
    expect(refreshed.refresh_token).not.toBe(tokens.refresh_token)
    expect((await token({ grant_type: "refresh_token", refresh_token: tokens.refresh_token })).status).toBe(400)
    emu.advanceClock(3601)
    const expired = await call("GET", `/v0/${baseId}/Sales`, undefined, {
      authorization: `Bearer ${refreshed.access_token}`
    })
    expect(expired.status).toBe(401)
    emu.advanceClock(-3601)
  })
})
