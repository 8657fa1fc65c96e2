import { afterAll, beforeAll, describe, expect, test } from "bun:test"
import http from "node:http"
import { type Emulator, startEmulator } from "./harness.js"

let emu: Emulator

beforeAll(async () => {
  emu = await startEmulator({
    name: "echo",
    handle: async (req, ctx) =>
      Response.json({
        method: req.method,
        path: new URL(req.url).pathname,
        body: req.method === "POST" ? await req.text() : null,
        base: ctx.url
      }),
    faultBody: (status) => ({ error: { type: "api_error", message: `fault ${status}` } })
  })
})
afterAll(() => emu.stop())

const nodeGet = (url: string): Promise<string> =>
  new Promise((resolve) => {
    const r = http.get(url, (res) => {
      res.resume()
      resolve(`status ${res.statusCode}`)
    })
    r.on("error", (e: NodeJS.ErrnoException) => resolve(`error ${e.code}`))
  })

describe("emulator harness", () => {
  test("serves the handler with its own base url", async () => {
    const res = await fetch(`${emu.url}/hello`, { method: "POST", body: "x=1" })
    expect(await res.json()).toEqual({ method: "POST", path: "/hello", body: "x=1", base: emu.url })
    expect(emu.url).toBe(`http://127.0.0.1:${emu.port}`)
  })

  test("status faults apply to the next N requests, with Retry-After and the provider body", async () => {
    emu.injectFaults({ kind: "status", status: 429, retryAfterSeconds: 2 }, 2)
    const a = await fetch(`${emu.url}/a`)
    const b = await fetch(`${emu.url}/b`)
    const c = await fetch(`${emu.url}/c`)
    expect([a.status, b.status, c.status]).toEqual([429, 429, 200])
    expect(a.headers.get("retry-after")).toBe("2")
    expect(await a.json()).toEqual({ error: { type: "api_error", message: "fault 429" } })
  })

  test("afterRequests lets some requests through first", async () => {
    emu.clearFaults()
    emu.injectFaults({ kind: "status", status: 500 }, 1, { afterRequests: 2 })
    const statuses: Array<number> = []
    for (let i = 0; i < 4; i += 1) statuses.push((await fetch(`${emu.url}/n`)).status)
    expect(statuses).toEqual([200, 200, 500, 200])
  })

  test("reset is a real connection reset for fetch and node:http", async () => {
    // fetch re-sends once when a pooled keep-alive socket is reset, so it may consume two.
    emu.injectFaults({ kind: "reset" }, 2)
    const err = await fetch(`${emu.url}/r`).then(() => null, (e: NodeJS.ErrnoException) => e)
    expect(err?.code).toBe("ECONNRESET")
    emu.clearFaults()
    emu.injectFaults({ kind: "reset" }, 1)
    expect(await nodeGet(`${emu.url}/r`)).toBe("error ECONNRESET")
    expect((await fetch(`${emu.url}/ok`)).status).toBe(200)
  })

  test("stall delays the response past a client timeout", async () => {
    emu.injectFaults({ kind: "stall", ms: 400 }, 1)
    const err = await fetch(`${emu.url}/s`, { signal: AbortSignal.timeout(100) }).then(() => null, (e: Error) => e)
    expect(err?.name).toBe("TimeoutError")
  })

  test("HTTP control: inject, stats, clear; control requests are not counted", async () => {
    emu.clearFaults()
    const before = emu.requestCount()
    const inject = await fetch(`${emu.url}/__control/faults`, {
      method: "POST",
      body: JSON.stringify({ fault: { kind: "status", status: 503 }, count: 3 })
    })
    expect(inject.status).toBe(200)
    expect(await (await fetch(`${emu.url}/__control/stats`)).json()).toMatchObject({
      name: "echo",
      requests: before,
      pendingFaults: 3,
      peakInFlight: 1
    })
    expect((await fetch(`${emu.url}/x`)).status).toBe(503)
    await fetch(`${emu.url}/__control/faults`, { method: "DELETE" })
    expect((await fetch(`${emu.url}/x`)).status).toBe(200)
    expect(emu.requestCount()).toBe(before + 2)
    const bad = await fetch(`${emu.url}/__control/faults`, {
      method: "POST",
      body: JSON.stringify({ fault: { kind: "nope" } })
    })
    expect(bad.status).toBe(400)
  })

  test("traffic: requests answered at once and the time with any in flight", async () => {
    const before = emu.traffic()
    emu.injectFaults({ kind: "stall", ms: 150 }, 3)
    await Promise.all([0, 1, 2].map(() => fetch(`${emu.url}/t`)))
    const after = emu.traffic()
    expect(after.requests - before.requests).toBe(3)
    expect(after.peakInFlight).toBeGreaterThanOrEqual(3)
    expect(after.busyMs - before.busyMs).toBeGreaterThanOrEqual(140)
    // Three at once, not one after another: busy about one stall, not three.
    expect(after.busyMs - before.busyMs).toBeLessThan(420)
  })
})
