/**
 * The real service (`bun src/main.ts`) as a child process on a free loopback
 * port with its own temporary DATA_DIR (SQLite), pointed at the emulators —
 * and nothing else: only PATH, HOME and TMPDIR are inherited, so no
 * DATABASE_URL, REDIS_URL, SMTP_URL or OPENAI_API_KEY of the shell leaks in
 * and every request it makes goes to 127.0.0.1.
 */
import { Database } from "bun:sqlite"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { type Child, freePort, type Memory, memoryOf, spawnChild } from "./process.js"

export const CRON_SECRET = "salesync-local-cron-secret-0123456789"

export interface Service {
  readonly url: string
  readonly dataDir: string
  readonly child: Child
  readonly pid: number
  memory(): Memory
  /** Runs a read-only query on the service's SQLite file. */
  query<Row>(text: string, ...params: Array<string | number>): Array<Row>
  /** The newest mail the service kept in its outbox for `address` (SMTP is off: mail is logged and stored). */
  mailTo(address: string): string | undefined
  /**
   * Puts an account on a plan by writing its row (arranging a state, as the
   * tests' db helper does): a benchmark of 100,000 records needs more than a
   * trial's monthly quota and has no card to upgrade with.
   */
  setPlan(email: string, plan: "starter" | "pro" | "enterprise"): void
  stop(): Promise<void>
}

export interface ServiceOptions {
  readonly paymentsUrl: string
  readonly tablesUrl: string
  /** The storefront emulator (default: the real provider); it takes the shop as a path segment, `URL/{shop}`. */
  readonly storefrontUrl?: string
  /** The office emulator (default: the real provider). */
  readonly officeUrl?: string
  /** Extra environment (e.g. TABLES_REQUESTS_PER_SECOND, LOG_LEVEL, SYNC_SCHEDULE). */
  readonly env?: Record<string, string>
  /** Copy the service's output to stderr. */
  readonly echo?: boolean
  /** Fixed port (default: a free one). */
  readonly port?: number
  /** Keep DATA_DIR after stop (default: removed). */
  readonly keepData?: boolean
}

export const startService = async (options: ServiceOptions): Promise<Service> => {
  const port = options.port ?? (await freePort())
  const dataDir = mkdtempSync(join(tmpdir(), "salesync-bench-"))
  const url = `http://127.0.0.1:${port}`
  const child = spawnChild(
    process.env["BENCH_CPU_PROF"]
      ? ["bun", "--cpu-prof-md", "--cpu-prof-dir=/tmp/prof", "src/main.ts"]
      : ["bun", "src/main.ts"],
    {
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      CRON_SECRET,
      // Info: without SMTP_URL the sign-in mail (and its link) is only in the log; the outbox keeps no tokens.
      LOG_LEVEL: "info",
      PAYMENTS_API_URL: options.paymentsUrl,
      TABLES_API_URL: options.tablesUrl,
      ...(options.storefrontUrl === undefined ? {} : { STOREFRONT_API_URL: `${options.storefrontUrl}/{shop}` }),
      ...(options.officeUrl === undefined ? {} : { OFFICE_API_URL: options.officeUrl }),
      ...options.env
    },
    { label: "service", echo: options.echo ?? false }
  )
  const deadline = Date.now() + 30_000
  for (;;) {
    if (child.exitCode() !== null) throw new Error(`the service exited (${child.exitCode()}):\n${child.output()}`)
    if (await fetch(`${url}/api/health`).then((r) => r.ok, () => false)) break
    if (Date.now() > deadline) {
      await child.stop()
      throw new Error(`the service did not answer /api/health within 30 s:\n${child.output()}`)
    }
    await Bun.sleep(50)
  }
  const query = <Row>(text: string, ...params: Array<string | number>): Array<Row> => {
    const db = new Database(join(dataDir, "salesync.db"), { readonly: true })
    try {
      return db.query<Row, Array<string | number>>(text).all(...params)
    } finally {
      db.close()
    }
  }
  return {
    url,
    dataDir,
    child,
    pid: child.pid,
    memory: () => memoryOf(child.pid),
    query,
    mailTo: (address) =>
      query<{ body: string }>(
        "SELECT body FROM outbox WHERE to_address = ? ORDER BY created_at DESC, id DESC LIMIT 1",
        address.toLowerCase()
      )[0]?.body,
    setPlan(email, plan) {
      const db = new Database(join(dataDir, "salesync.db"))
      try {
        db.exec("PRAGMA busy_timeout = 5000")
        const changed = db.query("UPDATE accounts SET plan = ? WHERE email = ?").run(plan, email.toLowerCase()).changes
        if (changed !== 1) throw new Error(`no account ${email} to put on the ${plan} plan`)
      } finally {
        db.close()
      }
    },
    async stop() {
      await child.stop()
      if (options.keepData !== true) rmSync(dataDir, { recursive: true, force: true })
    }
  }
}
