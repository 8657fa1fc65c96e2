/**
 * bun run demo [--exit] [--charges N] [--port N] [--verbose]   (PORT is read as `bun start` reads it; --port wins)
 *
 * salesync working end to end on one machine, in one command:
 *  1. starts the payments and tables emulators (a child process, loopback,
 *     real rate limits on), seeded with the fixture charge plus N generated
 *     charges (default 48) and a base with a "Sales" table that has the
 *     "Sync ID" field;
 *  2. starts the service (`bun src/main.ts`, a temporary DATA_DIR with
 *     SQLite, CRON_SECRET set, the 15-minute schedule on) pointed at them;
 *  3. onboards an integration through the public API, signs in with the
 *     mailed link (no SMTP: read from the outbox), asks POST /api/schema/infer
 *     for a mapping and saves it — or, while inference is not built (501),
 *     saves a sensible charge → Sales mapping and says so;
 *  4. queues a sync (POST /api/integrations/{id}/retry), waits for its log
 *     and prints it with the first rows of the table;
 *  5. prints the dashboard URL, a fresh sign-in link for the browser and a
 *     session token for the API, then keeps everything running until Ctrl-C
 *     (`--exit`: stop after printing). Everything it starts is stopped and
 *     the temporary data removed on the way out.
 */
import { Effect } from "effect"
import {
  applyMapping,
  chargeMapping,
  type MappingEntry,
  onboard,
  proposeMapping,
  requestLink,
  retry,
  salesTable,
  waitForLink,
  waitForLog
} from "../bench/support/api.js"
import { type EmulatorProcess, startEmulatorProcess, type StoredRow } from "../bench/support/emulators.js"
import { portOrFree, stopOnSignal } from "../bench/support/process.js"
import { hasFlag, intFlag } from "../bench/support/report.js"
import { CRON_SECRET, type Service, startService } from "../bench/support/service.js"
import { AppConfig } from "../src/config/app-config.js"

const exitAfter = hasFlag("exit")
const generated = intFlag("charges", 48)
// The service's own configuration decides the default port (PORT, else 3000), so the demo listens where `bun start` would.
const configuredPort = Effect.runSync(
  Effect.map(AppConfig, (config) => config.port).pipe(Effect.provide(AppConfig.Default))
)
const preferredPort = intFlag("port", configuredPort)
const EMAIL = "newcomer@example.com"
const PAYMENTS_KEY = "sk_test_emulator"
const TABLES_TOKEN = "pat_emulator"

const say = (line = ""): void => console.log(line)
const step = (line: string): void => console.log(`▸ ${line}`)

let emulators: EmulatorProcess | undefined
let service: Service | undefined
const stopAll = async (): Promise<void> => {
  await service?.stop()
  await emulators?.stop()
}
stopOnSignal(async () => {
  say("\nStopping the service and the emulators…")
  await stopAll()
})

const cell = (value: unknown, width: number): string => {
  const text = value === null || value === undefined ? "" : String(value)
  return (text.length > width ? `${text.slice(0, width - 1)}…` : text).padEnd(width)
}

const printRows = (rows: ReadonlyArray<StoredRow>, count: number): void => {
  const columns: ReadonlyArray<readonly [string, number]> = [
    ["Sync ID", 28],
    ["Amount", 9],
    ["Refunded", 8],
    ["Currency", 8],
    ["Date", 10],
    ["Email", 26],
    ["Status", 9],
    ["Description", 24]
  ]
  say(`  ${columns.map(([name, width]) => cell(name, width)).join(" ")}`)
  say(`  ${columns.map(([, width]) => "─".repeat(width)).join(" ")}`)
  for (const row of rows.slice(0, count)) {
    say(`  ${columns.map(([name, width]) => cell(row.fields[name], width)).join(" ")}`)
  }
  if (rows.length > count) say(`  … and ${rows.length - count} more`)
}

const main = async (): Promise<void> => {
  say("salesync demo: payments → tables, against local emulators of both APIs")
  say()

  step("starting the payments and tables emulators (127.0.0.1, real rate limits on)")
  emulators = await startEmulatorProcess({ paymentsRateLimit: true, tablesRateLimit: true, seed: true })
  await emulators.addCharges(generated)
  const charges = await emulators.chargeCount()
  const base = await emulators.createBase([salesTable])
  say(
    `  payments emulator ${emulators.paymentsUrl}: ${charges} charges (the fixture charge + ${generated} generated), secret key ${PAYMENTS_KEY}`
  )
  say(
    `  tables emulator   ${emulators.tablesUrl}: base ${base.id} with table "Sales" (${
      salesTable.fields.map((f) => f.name).join(", ")
    }), token ${TABLES_TOKEN}`
  )

  step("starting the service (bun src/main.ts, temporary DATA_DIR, CRON_SECRET set)")
  const port = await portOrFree(preferredPort)
  service = await startService({
    paymentsUrl: emulators.paymentsUrl,
    tablesUrl: emulators.tablesUrl,
    port,
    env: { LOG_LEVEL: "info" },
    echo: hasFlag("verbose")
  })
  say(`  ${service.url} (pid ${service.pid}, data in ${service.dataDir})`)

  step(`onboarding: POST /api/integrations for ${EMAIL}, then signing in with the mailed link`)
  const session = await onboard(service, {
    email: EMAIL,
    paymentsKey: PAYMENTS_KEY,
    tablesToken: TABLES_TOKEN,
    baseId: base.id
  })
  say(`  integration ${session.integrationId}; link from the outbox: ${session.link}`)
  say(`  POST /api/auth/session with its token → session token`)

  step("mapping: POST /api/schema/infer")
  const proposal = await proposeMapping(service, session)
  let mapping: ReadonlyArray<MappingEntry> = chargeMapping
  if (proposal.status === 200 && proposal.mappings.length > 0) {
    say(
      `  inference (${
        proposal.engine ?? "engine not named"
      }) proposed ${proposal.mappings.length} fields; saving its proposal`
    )
    mapping = proposal.mappings
  } else if (proposal.status === 200) {
    say(
      `  inference answered 200 but proposed nothing (${proposal.message}); saving the demo's own charge → Sales mapping instead`
    )
  } else {
    say(
      `  inference answered ${proposal.status} (${proposal.message}); saving the demo's own charge → Sales mapping instead`
    )
  }
  let saved: number
  try {
    saved = await applyMapping(service, session, mapping)
  } catch (error) {
    if (mapping === chargeMapping) throw error
    say(
      `  the proposal was refused (${
        error instanceof Error ? error.message.split("\n")[0] : String(error)
      }); saving the demo's own mapping instead`
    )
    mapping = chargeMapping
    saved = await applyMapping(service, session, mapping)
  }
  say(`  POST /api/schema/infer/apply → ${saved} fields saved:`)
  for (const m of mapping) {
    say(`    ${m.source_field.padEnd(24)} → ${m.destination_field.padEnd(12)} ${m.transform ?? ""}`)
  }

  step(`syncing: POST /api/integrations/${session.integrationId}/retry, then waiting for the sync log`)
  const started = Date.now()
  await retry(service, session)
  const log = await waitForLog(service, session, { timeoutMs: 180_000 })
  const rows = await emulators.records(base.id, "Sales")
  say(
    `  sync log (GET /api/dashboard/sync-logs/${session.integrationId}), after ${
      ((Date.now() - started) / 1000).toFixed(1)
    } s:`
  )
  say(`    ${JSON.stringify(log)}`)
  say(`  the table "Sales" in base ${base.id} now holds ${rows.length} rows:`)
  printRows(rows, 8)

  await requestLink(service, EMAIL)
  const browserLink = await waitForLink(service, EMAIL, { except: session.link })
  say()
  say("Look around:")
  say(`  dashboard         ${service.url}/dashboard`)
  say(`  sign in (browser) ${browserLink}`)
  say(
    "                    (single use, 15 minutes; POST /api/auth/magic-link {\"email\":\"" + EMAIL +
      "\"} mails another, the service logs it)"
  )
  say(`  session token     ${session.token}`)
  say(
    `  try               curl -H "Authorization: Bearer ${session.token}" ${service.url}/api/dashboard/sync-logs/${session.integrationId}`
  )
  say(
    `  re-run the sync   curl -X POST -H "Authorization: Bearer ${session.token}" ${service.url}/api/integrations/${session.integrationId}/retry`
  )
  say(`  cron tick         curl -X POST -H "Authorization: Bearer ${CRON_SECRET}" ${service.url}/api/cron/sync`)
  say(`  add charges       curl -X POST -d '{"count":5}' ${emulators.paymentsUrl}/__control/charges`)
  say(`  table contents    curl '${emulators.tablesUrl}/__control/records?base=${base.id}&table=Sales'`)
  say(`  API reference     ${service.url}/api/docs`)
  say()

  if (log.status !== "success") throw new Error(`the sync ended ${log.status}: ${log.error_message ?? ""}`)
  if (exitAfter) {
    await stopAll()
    say("Stopped (--exit).")
    return
  }
  say("Running until Ctrl-C.")
  await new Promise<never>(() => {})
}

await main().catch(async (error: unknown) => {
  console.error(`demo failed: ${error instanceof Error ? error.message : String(error)}`)
  await stopAll()
  process.exit(1)
})
