/**
 * bun run demo [--exit] [--charges N] [--orders N] [--port N] [--verbose]
 *   (PORT is read as `bun start` reads it; --port wins)
 *
 * salesync working end to end on one machine, in one command:
 *  1. starts the payments, tables, storefront and office emulators (a child
 *     process, loopback, real rate limits on but the office's per-minute
 *     quota), seeded with the fixture charge plus N generated charges
 *     (default 48), a base with a "Sales" table that has the "Sync ID" field,
 *     the fixture order plus N generated orders (default 20) and a
 *     spreadsheet whose sheet "Orders" has a header row;
 *  2. starts the service (`bun src/main.ts`, a temporary DATA_DIR with
 *     SQLite, CRON_SECRET set, the 15-minute schedule on) pointed at them;
 *  3. onboards a payments → tables integration through the public API, signs
 *     in with the mailed link (no SMTP: read from the service's log), asks
 *     POST /api/schema/infer for a mapping and saves it — or, when it
 *     proposes nothing, saves a sensible charge → Sales mapping and says so;
 *  4. queues a sync (POST /api/integrations/{id}/retry), waits for its log
 *     and prints it with the first rows of the table;
 *  5. signed in, creates a second integration of the same account,
 *     storefront → office (active at once: no mail), and maps and syncs it
 *     the same way (its fallback: an order → Orders mapping), printing the
 *     first rows of the sheet;
 *  6. prints the dashboard URL, a fresh sign-in link for the browser, a
 *     session token for the API and the emulators' addresses and control
 *     routes, then keeps everything running until Ctrl-C (`--exit`: stop
 *     after printing). Everything it starts is stopped and the temporary
 *     data removed on the way out.
 */
import { Effect } from "effect"
import {
  addIntegration,
  applyMapping,
  chargeMapping,
  type MappingEntry,
  onboard,
  orderMapping,
  proposeMapping,
  requestLink,
  retry,
  salesTable,
  type Session,
  type SyncLog,
  waitForLink,
  waitForLog
} from "../bench/support/api.js"
import {
  type EmulatorProcess,
  startEmulatorProcess,
  STOREFRONT_SHOP,
  STOREFRONT_TOKEN
} from "../bench/support/emulators.js"
import { portOrFree, stopOnSignal } from "../bench/support/process.js"
import { hasFlag, intFlag } from "../bench/support/report.js"
import { CRON_SECRET, type Service, startService } from "../bench/support/service.js"
import { AppConfig } from "../src/config/app-config.js"

const exitAfter = hasFlag("exit")
const generated = intFlag("charges", 48)
const generatedOrders = intFlag("orders", 20)
// The service's own configuration decides the default port (PORT, else 3000), so the demo listens where `bun start` would.
const configuredPort = Effect.runSync(
  Effect.map(AppConfig, (config) => config.port).pipe(Effect.provide(AppConfig.Default))
)
const preferredPort = intFlag("port", configuredPort)
const EMAIL = "newcomer@example.com"
const PAYMENTS_KEY = "sk_test_emulator"
const TABLES_TOKEN = "pat_emulator"
const SHEET = "Orders"
const DAY = 86_400_000
/** The office emulator's tokens outlive the demo (Google's last an hour): the 15-minute schedule keeps syncing. */
const OFFICE_TOKEN_SECONDS = 30 * 86_400

const say = (line = ""): void => console.log(line)
const step = (line: string): void => console.log(`▸ ${line}`)

let emulators: EmulatorProcess | undefined
let service: Service | undefined
const stopAll = async (): Promise<void> => {
  await service?.stop()
  await emulators?.stop()
}
// Ctrl-C is how the demo is meant to end: a clean stop exits 0.
stopOnSignal(async () => {
  say("\nStopping the service and the emulators…")
  await stopAll()
}, 0)

const cell = (value: unknown, width: number): string => {
  const text = value === null || value === undefined ? "" : String(value)
  return (text.length > width ? `${text.slice(0, width - 1)}…` : text).padEnd(width)
}

/** A column of a printed table: its name (a field or a header cell) and its width. */
type Column = readonly [string, number]

const salesColumns: ReadonlyArray<Column> = [
  ["Sync ID", 28],
  ["Amount", 9],
  ["Refunded", 8],
  ["Currency", 8],
  ["Date", 10],
  ["Email", 26],
  ["Status", 9],
  ["Description", 24]
]

/** The sheet's header row, in this order; also how its rows are printed. */
const orderColumns: ReadonlyArray<Column> = [
  ["Sync ID", 12],
  ["Order", 12],
  ["Date", 10],
  ["Email", 26],
  ["Amount", 9],
  ["Currency", 8],
  ["Status", 18]
]

/** A sensible order → Orders mapping, saved when inference proposes nothing. */
const orderSheetMapping: ReadonlyArray<MappingEntry> = [
  { source_field: "name", destination_field: "Order", transform: null },
  ...orderMapping
]

const printRows = (
  columns: ReadonlyArray<Column>,
  rows: ReadonlyArray<Record<string, unknown>>,
  count: number
): void => {
  say(`  ${columns.map(([name, width]) => cell(name, width)).join(" ")}`)
  say(`  ${columns.map(([, width]) => "─".repeat(width)).join(" ")}`)
  for (const row of rows.slice(0, count)) {
    say(`  ${columns.map(([name, width]) => cell(row[name], width)).join(" ")}`)
  }
  if (rows.length > count) say(`  … and ${rows.length - count} more`)
}

/** A sheet's rows under its header, each as header cell → value. */
const sheetRecords = (values: ReadonlyArray<ReadonlyArray<unknown>>): ReadonlyArray<Record<string, unknown>> => {
  const [header = [], ...rows] = values
  return rows.map((row) => Object.fromEntries(header.map((name, i) => [String(name), row[i]])))
}

const firstLine = (
  error: unknown
): string => (error instanceof Error ? error.message.split("\n")[0] : String(error))

/**
 * POST /api/schema/infer, then saves its proposal with POST
 * /api/schema/infer/apply — or `fallback` when it proposes nothing or its
 * proposal is refused — and prints what was saved.
 */
const saveMapping = async (
  running: Service,
  session: Session,
  fallback: { readonly name: string; readonly mapping: ReadonlyArray<MappingEntry> }
): Promise<void> => {
  step(`mapping: POST /api/schema/infer for ${session.integrationId}`)
  const proposal = await proposeMapping(running, session)
  const instead = `saving the demo's own ${fallback.name} mapping instead`
  let mapping = fallback.mapping
  if (proposal.status === 200 && proposal.mappings.length > 0) {
    say(
      `  inference (${
        proposal.engine ?? "engine not named"
      }) proposed ${proposal.mappings.length} fields; saving its proposal`
    )
    mapping = proposal.mappings
  } else if (proposal.status === 200) {
    say(`  inference answered 200 but proposed nothing (${proposal.message}); ${instead}`)
  } else {
    say(`  inference answered ${proposal.status} (${proposal.message}); ${instead}`)
  }
  let saved: number
  try {
    saved = await applyMapping(running, session, mapping)
  } catch (error) {
    if (mapping === fallback.mapping) throw error
    say(`  the proposal was refused (${firstLine(error)}); ${instead}`)
    mapping = fallback.mapping
    saved = await applyMapping(running, session, mapping)
  }
  say(`  POST /api/schema/infer/apply → ${saved} fields saved:`)
  for (const m of mapping) {
    say(`    ${m.source_field.padEnd(24)} → ${m.destination_field.padEnd(12)} ${m.transform ?? ""}`)
  }
}

/** POST /api/integrations/{id}/retry, then the sync log once there is one, printed. */
const syncNow = async (running: Service, session: Session): Promise<SyncLog> => {
  step(`syncing: POST /api/integrations/${session.integrationId}/retry, then waiting for the sync log`)
  const started = Date.now()
  await retry(running, session)
  const log = await waitForLog(running, session, { timeoutMs: 180_000 })
  say(
    `  sync log (GET /api/dashboard/sync-logs/${session.integrationId}), after ${
      ((Date.now() - started) / 1000).toFixed(1)
    } s:`
  )
  say(`    ${JSON.stringify(log)}`)
  return log
}

const main = async (): Promise<void> => {
  say("salesync demo: payments → tables and storefront → office, against local emulators of the four APIs")
  say()

  step(
    "starting the payments, tables, storefront and office emulators (127.0.0.1, real rate limits on but the office's per-minute quota)"
  )
  emulators = await startEmulatorProcess({
    paymentsRateLimit: true,
    tablesRateLimit: true,
    seed: true,
    officeTokenSeconds: OFFICE_TOKEN_SECONDS
  })
  await emulators.addCharges(generated)
  const charges = await emulators.chargeCount()
  const base = await emulators.createBase([salesTable])
  const now = Date.now()
  await emulators.addOrders(generatedOrders, now - 30 * DAY, now)
  const orders = await emulators.orderCount()
  const header = orderColumns.map(([name]) => name)
  const sheet = await emulators.createSpreadsheet(SHEET, header)
  say(
    `  payments emulator   ${emulators.paymentsUrl}: ${charges} charges (the fixture charge + ${generated} generated), secret key ${PAYMENTS_KEY}`
  )
  say(
    `  tables emulator     ${emulators.tablesUrl}: base ${base.id} with table "Sales" (${
      salesTable.fields.map((f) => f.name).join(", ")
    }), token ${TABLES_TOKEN}`
  )
  say(
    `  storefront emulator ${emulators.storefrontUrl}: shop ${STOREFRONT_SHOP}, ${orders} orders (the fixture order + ${generatedOrders} generated), token ${STOREFRONT_TOKEN}`
  )
  say(
    `  office emulator     ${emulators.officeUrl}: spreadsheet ${sheet.id} with sheet "${SHEET}" (${
      header.join(", ")
    }), access token ${sheet.accessToken}`
  )

  step("starting the service (bun src/main.ts, temporary DATA_DIR, CRON_SECRET set)")
  const port = await portOrFree(preferredPort)
  service = await startService({
    paymentsUrl: emulators.paymentsUrl,
    tablesUrl: emulators.tablesUrl,
    storefrontUrl: emulators.storefrontUrl,
    officeUrl: emulators.officeUrl,
    port,
    env: { LOG_LEVEL: "info" },
    echo: hasFlag("verbose")
  })
  if (port !== preferredPort) {
    say(`  port ${preferredPort} is in use (by \`bun start\`?), so the demo's service listens on ${port}`)
  }
  say(`  ${service.url} (pid ${service.pid}, data in ${service.dataDir})`)

  step(`onboarding: POST /api/integrations for ${EMAIL}, then signing in with the mailed link`)
  const session = await onboard(service, {
    email: EMAIL,
    paymentsKey: PAYMENTS_KEY,
    tablesToken: TABLES_TOKEN,
    baseId: base.id
  })
  say(`  integration ${session.integrationId} (payments → tables); link from the service log: ${session.link}`)
  say(`  POST /api/auth/session with its token → the API's bearer token (printed below)`)

  await saveMapping(service, session, { name: "charge → Sales", mapping: chargeMapping })
  const log = await syncNow(service, session)
  const rows = await emulators.records(base.id, "Sales")
  say(`  the table "Sales" in base ${base.id} now holds ${rows.length} rows:`)
  printRows(salesColumns, rows.map((row) => row.fields), 8)

  step("a second integration, storefront → office: POST /api/integrations signed in (Bearer), same account")
  const second = await addIntegration(service, session, {
    source: { kind: "storefront", credentials: { shop: STOREFRONT_SHOP, access_token: STOREFRONT_TOKEN } },
    destination: {
      kind: "office",
      credentials: { spreadsheet_id: sheet.id, sheet: SHEET, access_token: sheet.accessToken }
    }
  })
  const orderSession = second.session
  say(`  integration ${orderSession.integrationId} (storefront → office): ${second.message}`)

  await saveMapping(service, orderSession, { name: `order → ${SHEET}`, mapping: orderSheetMapping })
  const orderLog = await syncNow(service, orderSession)
  const counted = await emulators.sheetRows(sheet.id, SHEET)
  const sheetRows = sheetRecords(await emulators.sheetValues(sheet.id, SHEET, sheet.accessToken))
  say(
    `  the sheet "${SHEET}" of spreadsheet ${sheet.id} now holds ${counted.rows} rows under its header (${counted.distinctKeys} distinct Sync IDs):`
  )
  printRows(orderColumns, sheetRows, 8)

  await requestLink(service, EMAIL)
  const browserLink = await waitForLink(service, EMAIL, { except: session.link })
  const bearer = `-H "Authorization: Bearer ${session.token}"`
  say()
  say("Look around:")
  say(`  dashboard         ${service.url}/dashboard`)
  say(`  sign in (browser) ${browserLink}`)
  say(
    "                    (open it, press Sign in; single use, 15 minutes; POST /api/auth/magic-link {\"email\":\"" +
      EMAIL +
      "\"} mails another, the service logs it)"
  )
  say(`  session token     ${session.token}`)
  say(`  integrations      curl ${bearer} ${service.url}/api/dashboard/integrations`)
  say(`  try               curl ${bearer} ${service.url}/api/dashboard/sync-logs/${session.integrationId}`)
  say(`  re-run the sync   curl -X POST ${bearer} ${service.url}/api/integrations/${session.integrationId}/retry`)
  say(`  re-run the other  curl -X POST ${bearer} ${service.url}/api/integrations/${orderSession.integrationId}/retry`)
  say(`  cron tick         curl -X POST -H "Authorization: Bearer ${CRON_SECRET}" ${service.url}/api/cron/sync`)
  say(`  payments          ${emulators.paymentsUrl}, secret key ${PAYMENTS_KEY}`)
  say(`  add charges       curl -X POST -d '{"count":5}' ${emulators.paymentsUrl}/__control/charges`)
  say(`  tables            ${emulators.tablesUrl}, base ${base.id}, token ${TABLES_TOKEN} (bases you add take it too)`)
  say(`  table contents    curl '${emulators.tablesUrl}/__control/records?base=${base.id}&table=Sales'`)
  say(`  storefront        ${emulators.storefrontUrl}, shop ${STOREFRONT_SHOP}, token ${STOREFRONT_TOKEN}`)
  say(`  add orders        curl -X POST -d '{"count":5}' ${emulators.storefrontUrl}/__control/orders`)
  say(`  office            ${emulators.officeUrl}, spreadsheet ${sheet.id}, sheet "${SHEET}"`)
  say(`  sheet rows        curl '${emulators.officeUrl}/__control/sheet?id=${sheet.id}&sheet=${SHEET}'`)
  say(
    `  sheet contents    curl -H "Authorization: Bearer ${sheet.accessToken}" ${emulators.officeUrl}/v4/spreadsheets/${sheet.id}/values/${SHEET}`
  )
  // Faults on any emulator: the next calls answer a status (with Retry-After), reset the connection or stall.
  say(
    `  inject a fault    curl -X POST -d '{"fault":{"kind":"status","status":429,"retryAfterSeconds":2},"count":1}' ${emulators.paymentsUrl}/__control/faults`
  )
  say(
    `                    (kinds: status, reset, stall with "ms"; DELETE …/__control/faults clears; GET …/__control/stats counts)`
  )
  say(`  API reference     ${service.url}/api/docs`)
  say()

  const failed = [log, orderLog].find((l) => l.status !== "success")
  if (failed !== undefined) throw new Error(`a sync ended ${failed.status}: ${failed.error_message ?? ""}`)
  say(
    "--verbose copies the service's log here: sign-in links for other e-mail addresses appear there (the outbox keeps no tokens)."
  )
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
