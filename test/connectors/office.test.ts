import { afterAll, beforeAll, describe, expect, test } from "bun:test"
import { Effect, Either } from "effect"
import type { JsonRecord } from "../../src/connectors/contract.js"
import { OfficeDestination } from "../../src/connectors/office/destination.js"
import { type OfficeEmulator, startOfficeEmulator } from "../emulators/office.js"
import { officeRuntime, salesRows } from "./office-helpers.js"
import { fakeConnection } from "./source-helpers.js"

let emu: OfficeEmulator
let runtime: ReturnType<typeof officeRuntime>

beforeAll(async () => {
  // The emulator's quota is a strict sliding window; the connector's window is a bit longer.
  emu = await startOfficeEmulator({ quota: { readsPerWindow: 10, writesPerWindow: 4, windowMs: 500 } })
  runtime = officeRuntime(emu, { readsPerWindow: 10, writesPerWindow: 4, windowMs: 600 })
})
afterAll(async () => {
  await runtime.dispose()
  await emu.stop()
})

const run = <A, E>(effect: Effect.Effect<A, E, OfficeDestination>) => runtime.runPromise(effect)
const runEither = <A, E>(effect: Effect.Effect<A, E, OfficeDestination>) => runtime.runPromise(Effect.either(effect))

const sheetWith = (header: ReadonlyArray<string>, extra: JsonRecord = {}) => {
  const spreadsheetId = emu.createSpreadsheet({ header })
  const token = emu.issueToken()
  return { spreadsheetId, ...fakeConnection({ spreadsheet_id: spreadsheetId, ...token, ...extra }) }
}

const upsert = (conn: ReturnType<typeof sheetWith>["connection"], rows: Parameters<OfficeDestination["upsert"]>[1]) =>
  run(Effect.flatMap(OfficeDestination, (d) => d.upsert(conn, rows)))

describe("office destination", () => {
  test("describe: the header row is the schema, without the key column", async () => {
    const { connection } = sheetWith(["Order", "Total", "Sync ID", "Email"])
    const schema = await run(Effect.flatMap(OfficeDestination, (d) => d.describe(connection)))
    expect(schema).toEqual({ target: "Sheet1", fields: [{ name: "Order" }, { name: "Total" }, { name: "Email" }] })
  })

  test("adds the missing key column, writes in header order, and a re-sent batch updates in place", async () => {
    const { spreadsheetId, connection } = sheetWith(["Email", "Order", "Total"])
    const ids = ["1001", "1002", "1003"]
    expect(await upsert(connection, salesRows(ids))).toEqual({ created: 3, updated: 0 })
    expect(emu.readSheet(spreadsheetId)).toEqual([
      ["Email", "Order", "Total", "Sync ID"],
      ["1001@example.com", "#1001", "1.10", "1001"],
      ["1002@example.com", "#1002", "2.10", "1002"],
      ["1003@example.com", "#1003", "3.10", "1003"]
    ])
    // The same batch again (a retry), with one value changed: no duplicate rows.
    expect(await upsert(connection, salesRows(ids, (i) => (i === 1 ? "99.99" : `${i + 1}.10`)))).toEqual({
      created: 0,
      updated: 3
    })
    const rows = emu.readSheet(spreadsheetId)
    expect(rows).toHaveLength(4)
    expect(rows[2]).toEqual(["1002@example.com", "#1002", "99.99", "1002"])
  })

  test("a run reads the keys once while it only appends; a batch with a key it wrote reads them again and updates", async () => {
    const { spreadsheetId, connection } = sheetWith(["Order", "Total", "Email"])
    const before = emu.stats()
    for (const batch of [["k1", "k2"], ["k3"], ["k4", "k5"]]) {
      expect(await upsert(connection, salesRows(batch))).toEqual({ created: batch.length, updated: 0 })
    }
    const appended = emu.stats()
    // Metadata and one header read for the whole run (no key column yet, so no keys to read); then appends only.
    expect(appended.reads - before.reads).toBe(2)
    expect(appended.appends - before.appends).toBe(3)
    expect(await upsert(connection, salesRows(["k2", "k6"], () => "7.00"))).toEqual({ created: 1, updated: 1 })
    expect(emu.stats().reads - appended.reads).toBeGreaterThanOrEqual(1)
    const rows = emu.readSheet(spreadsheetId)
    expect(rows.map((row) => row[3])).toEqual(["Sync ID", "k1", "k2", "k3", "k4", "k5", "k6"])
    expect(rows[2][1]).toBe("7.00")
  })

  test("a mixed batch is one batchUpdate plus one append, also in a new run", async () => {
    const { spreadsheetId, connection, reload } = sheetWith(["Order", "Total", "Email"])
    await upsert(connection, salesRows(["a1", "a2"]))
    const before = emu.stats()
    // A new run (new Connection, no cached state) must still find the rows written before.
    expect(await upsert(reload(), salesRows(["a2", "a3", "a4"]))).toEqual({ created: 2, updated: 1 })
    const after = emu.stats()
    expect(after.batchUpdates - before.batchUpdates).toBe(1)
    expect(after.appends - before.appends).toBe(1)
    expect(emu.readSheet(spreadsheetId).map((row) => row[3])).toEqual(["Sync ID", "a1", "a2", "a3", "a4"])
  })

  test("follows reordered columns and leaves columns it does not map alone", async () => {
    const { spreadsheetId, connection } = sheetWith(["Order", "Total", "Email"])
    await upsert(connection, salesRows(["r1"]))
    // The user moves the columns around (data with them) and types a note in a column of their own.
    emu.writeRange(spreadsheetId, "Sheet1!A1:E2", [
      ["Sync ID", "Total", "Notes", "Order", "Email"],
      ["r1", "1.10", "call back", "#r1", "r1@example.com"]
    ])
    const result = await upsert(connection, [
      { externalId: "r1", fields: { Order: "#r1", Total: "7.00", Email: "r1@example.com" } },
      { externalId: "r2", fields: { Order: "#r2", Total: "5.00", Email: "r2@example.com" } }
    ])
    expect(result).toEqual({ created: 1, updated: 1 })
    expect(emu.readSheet(spreadsheetId)).toEqual([
      ["Sync ID", "Total", "Notes", "Order", "Email"],
      ["r1", "7.00", "call back", "#r1", "r1@example.com"],
      ["r2", "5.00", "", "#r2", "r2@example.com"]
    ])
  })

  test("a field missing from the header is added as a column", async () => {
    const { spreadsheetId, connection } = sheetWith(["Order"])
    await upsert(connection, [{
      externalId: "n1",
      fields: { Order: "#n1", Amount: 12.5, Paid: true, Meta: { a: 1 }, Note: null }
    }])
    expect(emu.readSheet(spreadsheetId)).toEqual([
      ["Order", "Sync ID", "Amount", "Paid", "Meta", "Note"],
      ["#n1", "n1", 12.5, true, "{\"a\":1}"]
    ])
  })

  test("a sheet with columns of its own and none of the mapping's is another sheet's: nothing written, and says why", async () => {
    // A merchant pointed the integration at their own Hausa sheet; the saved mapping was made for the old one.
    const header = ["Lambar oda", "Kwanan wata", "Sunan mai saye"]
    const { spreadsheetId, connection } = sheetWith(header)
    const result = await runEither(Effect.flatMap(OfficeDestination, (d) => d.upsert(connection, salesRows(["h1"]))))
    expect(Either.isLeft(result) && result.left).toMatchObject({ retryable: false })
    expect(Either.isLeft(result) && result.left.message).toBe(
      "The sheet \"Sheet1\" has columns of its own (\"Lambar oda\", \"Kwanan wata\", \"Sunan mai saye\") and none of the " +
        "mapping's (\"Order\", \"Total\", \"Email\"): the saved mapping was made for another sheet. Nothing was written. " +
        "Suggest and save a mapping for this sheet (the Mapping tab), or add the mapping's columns to its header row, " +
        "then sync again."
    )
    expect(emu.readSheet(spreadsheetId)).toEqual([header])
    // One shared column shows the mapping is this sheet's: the others are added beside it.
    const { spreadsheetId: shared, connection: sharing } = sheetWith(["Order", "Notes"])
    expect(await upsert(sharing, salesRows(["s1"]))).toEqual({ created: 1, updated: 0 })
    expect(emu.readSheet(shared)[0]).toEqual(["Order", "Notes", "Sync ID", "Total", "Email"])
  })

  test("an unknown sheet name fails with a clear message", async () => {
    const { connection } = sheetWith(["Order"], { sheet: "Missing" })
    const result = await runEither(Effect.flatMap(OfficeDestination, (d) => d.describe(connection)))
    expect(Either.isLeft(result) && result.left).toMatchObject({ retryable: false })
    expect(Either.isLeft(result) && result.left.message).toContain("no sheet named \"Missing\"")
  })
})

describe("office limits", () => {
  test("a cell over 50,000 characters fails permanently and says so", async () => {
    const { spreadsheetId, connection } = sheetWith(["Order", "Note"])
    const result = await runEither(
      Effect.flatMap(
        OfficeDestination,
        (d) => d.upsert(connection, [{ externalId: "big", fields: { Order: "#big", Note: "x".repeat(50_001) } }])
      )
    )
    expect(Either.isLeft(result) && result.left).toMatchObject({ retryable: false })
    expect(Either.isLeft(result) && result.left.message).toContain("50,000 characters per cell")
    expect(emu.readSheet(spreadsheetId)).toHaveLength(1)
  })

  test("a spreadsheet at 10 million cells fails permanently and says so", async () => {
    const spreadsheetId = emu.createSpreadsheet({ header: ["Order"], rowCount: 5_000_000, columnCount: 2 })
    const { connection } = fakeConnection({ spreadsheet_id: spreadsheetId, ...emu.issueToken() })
    const result = await runEither(Effect.flatMap(OfficeDestination, (d) => d.upsert(connection, salesRows(["c1"]))))
    expect(Either.isLeft(result) && result.left).toMatchObject({ retryable: false })
    expect(Either.isLeft(result) && result.left.message).toContain("10,000,000 cells")
  })

  test("the provider's own hard-limit answer is reported as such", async () => {
    const strict = await startOfficeEmulator({ quota: false, limits: { maxCells: 20 } })
    const strictRuntime = officeRuntime(strict)
    try {
      const spreadsheetId = strict.createSpreadsheet({ header: ["Order"], rowCount: 4, columnCount: 4 })
      const { connection } = fakeConnection({ spreadsheet_id: spreadsheetId, ...strict.issueToken() })
      const result = await strictRuntime.runPromise(
        Effect.either(Effect.flatMap(OfficeDestination, (d) => d.upsert(connection, salesRows(["c1", "c2"]))))
      )
      expect(Either.isLeft(result) && result.left).toMatchObject({ retryable: false, status: 400 })
      expect(Either.isLeft(result) && result.left.message).toContain("over a Google Sheets hard limit")
    } finally {
      await strictRuntime.dispose()
      await strict.stop()
    }
  })

  test("payloads stay under the byte limit without splitting a record", async () => {
    const small = await startOfficeEmulator({ quota: false, maxRequestBytes: 2_000 })
    const smallRuntime = officeRuntime(small, { maxPayloadBytes: 2_000 })
    try {
      const spreadsheetId = small.createSpreadsheet({ header: ["Order", "Note"] })
      const { connection } = fakeConnection({ spreadsheet_id: spreadsheetId, ...small.issueToken() })
      const rows = Array.from(
        { length: 20 },
        (_, i) => ({ externalId: `p${i}`, fields: { Order: `#p${i}`, Note: "n".repeat(250) } })
      )
      const result = await smallRuntime.runPromise(Effect.flatMap(OfficeDestination, (d) => d.upsert(connection, rows)))
      expect(result).toEqual({ created: 20, updated: 0 })
      expect(small.stats().appends).toBeGreaterThan(1)
      expect(small.stats().largestBodyBytes).toBeLessThanOrEqual(2_000)
      expect(small.readSheet(spreadsheetId).slice(1).map((r) => r[2])).toEqual(rows.map((r) => r.externalId))
    } finally {
      await smallRuntime.dispose()
      await small.stop()
    }
  })

  test("holds the per-user write quota: many batches, no 429", async () => {
    const { spreadsheetId, connection } = sheetWith(["Order", "Total", "Email"])
    const throttledBefore = emu.stats().throttled
    for (let i = 0; i < 10; i++) await upsert(connection, salesRows([`q${i}`]))
    expect(emu.stats().throttled).toBe(throttledBefore)
    expect(emu.readSheet(spreadsheetId)).toHaveLength(11)
  })
})

describe("office tokens", () => {
  test("refreshes an access token about to expire and stores it", async () => {
    const spreadsheetId = emu.createSpreadsheet({ header: ["Order"] })
    const token = emu.issueToken({ expiresInSeconds: 60 })
    const conn = fakeConnection({ spreadsheet_id: spreadsheetId, ...token })
    await run(Effect.flatMap(OfficeDestination, (d) => d.describe(conn.connection)))
    expect(conn.saved).toHaveLength(1)
    expect(conn.saved[0]).toMatchObject({ spreadsheet_id: spreadsheetId, refresh_token: token.refresh_token })
    expect(conn.saved[0].access_token).not.toBe(token.access_token)
    expect(Date.parse(String(conn.saved[0].expires_at))).toBeGreaterThan(Date.now() + 3_000_000)
  })

  test("a 401 triggers one refresh and the write succeeds", async () => {
    const { spreadsheetId, connection, saved } = sheetWith(["Order"])
    emu.expireAccessToken(String(connection.credentials.access_token))
    expect(await upsert(connection, salesRows(["t1"]))).toEqual({ created: 1, updated: 0 })
    expect(saved).toHaveLength(1)
    expect(emu.readSheet(spreadsheetId)).toHaveLength(2)
  })

  test("a revoked refresh token is a permanent 'reconnect Google Sheets' failure", async () => {
    const { connection } = sheetWith(["Order"])
    emu.expireAccessToken(String(connection.credentials.access_token))
    emu.revokeRefreshToken(String(connection.credentials.refresh_token))
    const result = await runEither(Effect.flatMap(OfficeDestination, (d) => d.upsert(connection, salesRows(["t2"]))))
    expect(Either.isLeft(result) && result.left).toMatchObject({
      retryable: false,
      reconnect: true,
      message: "reconnect Google Sheets on the integration's Connection tab"
    })
  })
})

describe("office failures", () => {
  const attempt = () => {
    const { connection } = sheetWith(["Order"], { refresh_token: undefined })
    return runEither(Effect.flatMap(OfficeDestination, (d) => d.describe(connection)))
  }

  test("500 is retryable", async () => {
    emu.injectFaults({ kind: "status", status: 500 }, 1)
    expect(await attempt()).toMatchObject({ left: { retryable: true, status: 500 } })
  })

  test("a connection reset is retryable", async () => {
    emu.injectFaults({ kind: "reset" }, 2)
    expect(await attempt()).toMatchObject({ left: { retryable: true } })
    emu.clearFaults()
  })

  test("429 carries Retry-After", async () => {
    emu.injectFaults({ kind: "status", status: 429, retryAfterSeconds: 2 }, 1)
    expect(await attempt()).toMatchObject({ left: { retryable: true, status: 429, retryAfterMs: 2000 } })
  })

  test("401 without a refresh token asks to reconnect", async () => {
    emu.injectFaults({ kind: "status", status: 401 }, 1)
    expect(await attempt()).toMatchObject({ left: { retryable: false, reconnect: true, status: 401 } })
  })
})
