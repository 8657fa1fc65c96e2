/**
 * Child-process entry: the emulators (payments, tables, office, storefront) on loopback in
 * a process of their own, so the benchmarked process and the service do not
 * share an event loop — or a heap — with them. Prints one JSON line
 * `{"payments":URL,"tables":URL,"office":URL,"storefront":URL}` once they listen, then serves
 * until SIGTERM or SIGINT. Seed and switch them over HTTP through their
 * `/__control/*` routes (see emulators.ts).
 *
 *   bun bench/support/emulator-process.ts [--payments-rate-limit on|off]
 *     [--tables-rate-limit on|off] [--seed on|off] [--office-token-seconds N]
 *
 * Latency and quotas (payments per call and per key, Sheets per call and per
 * user per minute, the storefront per call) are set afterwards through their
 * `/__control/limits`; the storefront's bucket is Shopify's (40 deep, 2/s).
 *
 * `--seed on` adds the fixture charge (default off: a benchmark wants exactly
 * the charges it adds). `--office-token-seconds` is how long the office
 * emulator's access tokens live (default 3600, Google's hour; the demo keeps
 * its spreadsheet's token for longer than it runs).
 */
import { startOfficeEmulator } from "../../test/emulators/office.js"
import { startPaymentsEmulator } from "../../test/emulators/payments.js"
import { startStorefrontEmulator } from "../../test/emulators/storefront.js"
import { startTablesEmulator } from "../../test/emulators/tables.js"

const flag = (name: string, fallback: boolean): boolean => {
  const at = process.argv.indexOf(`--${name}`)
  const value = at < 0 ? undefined : process.argv[at + 1]
  if (value === undefined) return fallback
  if (value === "on") return true
  if (value === "off") return false
  throw new Error(`--${name} takes on or off (got ${value})`)
}

const payments = await startPaymentsEmulator({
  rateLimit: flag("payments-rate-limit", false),
  seed: flag("seed", false)
})
const tables = await startTablesEmulator({ rateLimit: flag("tables-rate-limit", false) })
// Google's own cap on a request is far above the payload salesync keeps under; the quota starts off.
const officeTokenAt = process.argv.indexOf("--office-token-seconds")
const officeTokenSeconds = officeTokenAt < 0 ? 3600 : Number(process.argv[officeTokenAt + 1])
if (!Number.isInteger(officeTokenSeconds) || officeTokenSeconds <= 0) {
  throw new Error(`--office-token-seconds takes a whole number of seconds (got ${process.argv[officeTokenAt + 1]})`)
}
const office = await startOfficeEmulator({
  quota: false,
  maxRequestBytes: 64 * 1024 * 1024,
  accessTokenSeconds: officeTokenSeconds
})
const storefront = await startStorefrontEmulator({ seed: flag("seed", false) })

const stop = () => {
  void Promise.all([payments.stop(), tables.stop(), office.stop(), storefront.stop()]).finally(() => process.exit(0))
}
process.on("SIGTERM", stop)
process.on("SIGINT", stop)

console.log(
  JSON.stringify({ payments: payments.url, tables: tables.url, office: office.url, storefront: storefront.url })
)
