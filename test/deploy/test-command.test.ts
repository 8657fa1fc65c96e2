/**
 * `bun run test` sets up what the suites need or says exactly what is missing,
 * and never runs the suites without it.
 */
import { expect, test } from "bun:test"
import { join } from "node:path"
import { freePort } from "../support/server.js"

const root = join(import.meta.dir, "..", "..")

const testCommand = async (env: Record<string, string>, args: ReadonlyArray<string> = []) => {
  const child = Bun.spawn(["bun", "run", "scripts/test.ts", ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    stdout: "pipe",
    stderr: "pipe"
  })
  const [stdout, stderr, code] = await Promise.all([
    new Response(child.stdout).text(),
    new Response(child.stderr).text(),
    child.exited
  ])
  return { code, output: `${stdout}\n${stderr}` }
}

test("no Chromium where CHROMIUM_PATH points: it says so and how to get it, and runs no suite", async () => {
  const ran = await testCommand({ CHROMIUM_PATH: "/nonexistent/chromium" })
  expect(ran.code).toBe(1)
  expect(ran.output).toContain("cannot run the tests: Chromium: nothing at CHROMIUM_PATH=/nonexistent/chromium")
  expect(ran.output).not.toMatch(/^\s*\d+ pass$/m)
}, 60_000)

test("a Redis address that does not answer (not this machine's): it names it and runs no suite", async () => {
  const ran = await testCommand({ REDIS_URL: "redis://192.0.2.1:6379" })
  expect(ran.code).toBe(1)
  expect(ran.output).toContain("cannot run the tests: Redis: nothing answers at REDIS_URL=redis://192.0.2.1:6379")
  expect(ran.output).not.toMatch(/^\s*\d+ pass$/m)
}, 60_000)

test("Redis installed but not running on its loopback address: it is started, then the suites run", async () => {
  const port = await freePort()
  const ran = await testCommand({ REDIS_URL: `redis://127.0.0.1:${port}` }, ["test/deploy/compose.test.ts"])
  try {
    expect(ran.output).toContain(`[setup] Redis: started on 127.0.0.1:${port}`)
    expect(ran.output).toMatch(/^\s*3 pass$/m)
    expect(ran.code).toBe(0)
  } finally {
    Bun.spawnSync(["redis-cli", "-p", String(port), "shutdown", "nosave"])
  }
}, 60_000)
