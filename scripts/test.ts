/**
 * bun run test [--postgres | --container] [arguments for bun test]
 *
 * The one test command: it sets up what the suites need, then runs them.
 *  - the locked dependencies (bun install --frozen-lockfile);
 *  - Chromium for the browser suite, installed with apt when missing;
 *  - Redis and PostgreSQL at the addresses the suites use, started when
 *    installed but not running, installed with apt when missing.
 * What it cannot set up it names, with how to get it, and stops: no suite is
 * skipped for a missing service.
 *
 * Default: every suite on SQLite. --postgres: every suite on a fresh
 * PostgreSQL database, dropped afterwards. --container: the container image
 * test (podman, runc and debootstrap, installed with apt when missing).
 */
import { ensureChromium } from "./setup/chromium.js"
import { ensurePodman } from "./setup/podman.js"
import { ensurePostgres, freshDatabase } from "./setup/postgres.js"
import { ensureRedis } from "./setup/redis.js"
import { Missing, run, say } from "./setup/system.js"

const args = process.argv.slice(2)
const postgres = args.includes("--postgres")
const container = args.includes("--container")
const own = args.filter((arg) => arg !== "--postgres" && arg !== "--container")
// Suites start servers, emulators and a browser: 5 s (bun test's default; it does not read bunfig's timeout)
// is too short for them on a slow or busy machine. An explicit --timeout wins.
const passThrough = own.some((arg) => arg.startsWith("--timeout")) ? own : ["--timeout", "30000", ...own]

const bunTest = async (files: ReadonlyArray<string>, databaseUrl: string | undefined): Promise<number> => {
  const env: Record<string, string | undefined> = { ...process.env, DATABASE_URL: databaseUrl }
  const child = Bun.spawn(["bun", "test", ...files, ...passThrough], { env, stdio: ["inherit", "inherit", "inherit"] })
  return await child.exited
}

const main = async (): Promise<number> => {
  if (!run(["bun", "install", "--frozen-lockfile"], true)) {
    throw new Missing("dependencies: bun install --frozen-lockfile failed (is bun.lock in step with package.json?)")
  }
  if (container) {
    ensurePodman()
    return await bunTest(["./test/container/image.container.ts"], undefined)
  }
  ensureChromium()
  await ensureRedis()
  await ensurePostgres()
  if (!postgres) {
    say("running every suite on SQLite")
    return await bunTest([], undefined)
  }
  const database = await freshDatabase(`salesync_test_${Date.now()}_${process.pid}`)
  say(`running every suite on PostgreSQL (fresh database ${new URL(database.url).pathname.slice(1)})`)
  try {
    return await bunTest([], database.url)
  } finally {
    await database.drop()
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (!(error instanceof Missing)) throw error
    say(`cannot run the tests: ${error.message}`)
    process.exit(1)
  }
)
