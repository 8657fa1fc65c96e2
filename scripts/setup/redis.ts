/** Redis for the rate-limit and scale suites: REDIS_URL, default redis://127.0.0.1:6379. */
import { mkdtempSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import {
  aptAvailable,
  aptInstall,
  has,
  isLoopback,
  Missing,
  reachable,
  run,
  say,
  waitUntilReachable
} from "./system.js"

export const ensureRedis = async (): Promise<void> => {
  const url = new URL(process.env["REDIS_URL"] ?? "redis://127.0.0.1:6379")
  const port = Number(url.port || 6379)
  if (await reachable(url.hostname, port)) return say(`Redis: ${url.host}`)
  if (!isLoopback(url.hostname)) throw new Missing(`Redis: nothing answers at REDIS_URL=${url.href}`)
  if (!has("redis-server")) {
    if (!aptAvailable()) {
      throw new Missing("Redis: not installed; install redis-server (apt-get install redis-server) or set REDIS_URL")
    }
    aptInstall(["redis-server"], "Redis for the rate-limit and scale suites")
  }
  // Only for the tests: no persistence, loopback only, files in a temporary directory.
  const dir = mkdtempSync(join(tmpdir(), "salesync-redis-"))
  const started = run(
    [
      "redis-server",
      "--daemonize",
      "yes",
      "--bind",
      "127.0.0.1",
      "--port",
      String(port),
      "--save",
      "",
      "--appendonly",
      "no"
    ]
      .concat(["--dir", dir, "--logfile", join(dir, "redis.log")]),
    true
  )
  if (!started || !(await waitUntilReachable("127.0.0.1", port, 30))) {
    throw new Missing(`Redis: installed but could not be started on 127.0.0.1:${port} (see ${join(dir, "redis.log")})`)
  }
  say(`Redis: started on 127.0.0.1:${port}`)
}
