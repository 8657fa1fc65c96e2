/**
 * Starts the real service (`bun src/main.ts`) as a child process on a free
 * loopback port, with its own data directory. DATABASE_URL and REDIS_URL of
 * the test run are passed through, so the same suites run on SQLite and
 * PostgreSQL.
 */
import { mkdtempSync, rmSync } from "node:fs"
import { createServer } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"

export interface RunningServer {
  readonly url: string
  readonly dataDir: string
  readonly output: () => string
  /** Sends `signal` (default SIGTERM) and resolves with the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number>
}

export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once("error", reject)
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address()
      const port = typeof address === "object" && address !== null ? address.port : 0
      probe.close(() => resolve(port))
    })
  })

const root = join(import.meta.dir, "..", "..")

/** Starts a sync runner (`bun src/worker.ts`) and waits until it listens for other runners. */
export const startWorker = async (
  env: Record<string, string>
): Promise<{ output: () => string; stop(signal?: NodeJS.Signals): Promise<number> }> => {
  const merged: Record<string, string> = {
    PATH: process.env["PATH"] ?? "",
    HOME: process.env["HOME"] ?? "",
    LOG_LEVEL: "info",
    ...env
  }
  const child = Bun.spawn(["bun", "src/worker.ts"], { cwd: root, env: merged, stdout: "pipe", stderr: "pipe" })
  let output = ""
  void collectInto(child.stdout, (text) => (output += text))
  void collectInto(child.stderr, (text) => (output += text))
  const deadline = Date.now() + 20_000
  while (!output.includes("Listening on")) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill()
      throw new Error(`worker did not start:\n${output}`)
    }
    await Bun.sleep(50)
  }
  return {
    output: () => output,
    async stop(signal = "SIGTERM") {
      child.kill(signal)
      return await child.exited
    }
  }
}

const collectInto = async (stream: ReadableStream<Uint8Array>, append: (text: string) => void) => {
  const decoder = new TextDecoder()
  const reader = stream.getReader()
  for (;;) {
    const { done, value } = await reader.read()
    if (done) return
    append(decoder.decode(value))
  }
}

export const startServer = async (env: Record<string, string | undefined> = {}): Promise<RunningServer> => {
  const port = await freePort()
  const dataDir = env["DATA_DIR"] ?? mkdtempSync(join(tmpdir(), "salesync-test-"))
  const inherited: Record<string, string> = {}
  for (const key of ["PATH", "HOME", "DATABASE_URL", "REDIS_URL"]) {
    const value = process.env[key]
    if (value !== undefined) inherited[key] = value
  }
  // The in-process schedule ticks on the wall clock (every quarter hour): a tick during a test would
  // start runs the test never asked for. Tests drive runs through the retry and cron routes instead.
  const merged: Record<string, string> = {
    ...inherited,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: "warning",
    SYNC_SCHEDULE: "false"
  }
  for (const [key, value] of Object.entries(env)) {
    if (value === undefined) delete merged[key]
    else merged[key] = value
  }
  const child = Bun.spawn(["bun", "src/main.ts"], { cwd: root, env: merged, stdout: "pipe", stderr: "pipe" })
  let output = ""
  void collectInto(child.stdout, (text) => (output += text))
  void collectInto(child.stderr, (text) => (output += text))
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 20_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${output}`)
    const ready = await fetch(`${url}/api/health`).then((r) => r.ok, () => false)
    if (ready) break
    if (Date.now() > deadline) {
      child.kill()
      throw new Error(`server did not start:\n${output}`)
    }
    await Bun.sleep(50)
  }
  return {
    url,
    dataDir,
    output: () => output,
    async stop(signal = "SIGTERM") {
      child.kill(signal)
      const code = await child.exited
      if (env["DATA_DIR"] === undefined) rmSync(dataDir, { recursive: true, force: true })
      return code
    }
  }
}
