/**
 * The sync queue's SQL on a database of its own (SQLite in a temporary
 * directory; the PostgreSQL dialect is covered by the scale suite): a tick
 * queues each schedulable integration once per window, counts only what it
 * queued, skips one without a saved mapping (its run could only fail), and a
 * manual re-run never doubles a queued one.
 */
import * as SqlClient from "@effect/sql/SqlClient"
import { afterAll, expect, test } from "bun:test"
import { ConfigProvider, Effect, Layer, Option } from "effect"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { AppConfig } from "../../src/config/app-config.js"
import { DatabaseLive } from "../../src/storage/database.js"
import { SyncLogRepository } from "../../src/sync/sync-log-repository.js"
import { SyncQueueRepository } from "../../src/sync/sync-queue-repository.js"

const dataDir = mkdtempSync(join(tmpdir(), "salesync-queue-"))
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

const NOW = "2027-03-01T09:00:00.000Z"
const account = (id: string, status: string) => ({
  id,
  email: `${id}@example.com`,
  plan: "pro",
  status,
  trial_ends_at: null,
  has_payment_method: 1,
  created_at: NOW,
  deleted_at: null
})
const integration = (id: string, accountId: string, status: string) => ({
  id,
  account_id: accountId,
  source: "payments",
  destination: "tables",
  source_kind: "payments",
  destination_kind: "tables",
  status,
  source_credentials: null,
  destination_credentials: null,
  sync_cursor: null,
  created_at: NOW,
  updated_at: NOW
})

const run = <A, E>(effect: Effect.Effect<A, E, SyncQueueRepository | SqlClient.SqlClient>) =>
  effect.pipe(
    Effect.provide(
      SyncQueueRepository.Default.pipe(Layer.provideMerge(DatabaseLive), Layer.provide(AppConfig.Default))
    ),
    Effect.withConfigProvider(ConfigProvider.fromMap(new Map([["DATA_DIR", dataDir]]))),
    Effect.runPromise
  )

test("a tick queues every schedulable integration once per window; a manual re-run never doubles a queued one", async () => {
  const result = await run(
    Effect.gen(function*() {
      const sql = yield* SqlClient.SqlClient
      const queue = yield* SyncQueueRepository
      yield* sql`INSERT INTO accounts ${sql.insert([account("acc_on", "active"), account("acc_off", "paused")])}`
      yield* sql`INSERT INTO integrations ${
        sql.insert([
          integration("int_a", "acc_on", "active"),
          integration("int_b", "acc_on", "error"),
          integration("int_c", "acc_on", "paused"),
          integration("int_d", "acc_off", "active"),
          integration("int_e", "acc_on", "active")
        ])
      }`
      // Every one but int_e has a mapping saved.
      yield* sql`INSERT INTO field_mappings ${
        sql.insert(["int_a", "int_b", "int_c", "int_d"].map((id) => ({
          integration_id: id,
          position: 0,
          source_field: "amount",
          destination_field: "Amount",
          transform: null
        })))
      }`
      const first = yield* queue.queueWindow(100, NOW)
      const due = yield* queue.duePage("", 10)
      const again = yield* queue.queueWindow(100, NOW)
      // int_a's run finishes; the same window still does not queue it again.
      yield* queue.remove("int_a")
      const afterRun = yield* queue.queueWindow(100, NOW)
      const manualWhileQueued = yield* queue.queueOne("int_b", "manual", NOW)
      const manualPaused = yield* queue.queueOne("int_c", "manual", NOW)
      const next = yield* queue.queueWindow(101, NOW)
      const firstPage = yield* queue.duePage("", 2)
      const secondPage = yield* queue.duePage(firstPage.at(-1)?.integration_id ?? "", 2)
      return {
        first,
        due,
        again,
        afterRun,
        manualWhileQueued,
        manualPaused,
        paused: Option.getOrNull(yield* queue.find("int_c")),
        next,
        pages: [firstPage.map((r) => r.integration_id), secondPage.map((r) => r.integration_id)]
      }
    })
  )
  // Active or in error, with a mapping, of an account allowed to sync: int_a and int_b (not int_e, unmapped).
  expect(result.first).toEqual({ integrations: 2, queued: 2 })
  expect(result.due).toEqual([
    { integration_id: "int_a", triggered_by: "schedule" },
    { integration_id: "int_b", triggered_by: "schedule" }
  ])
  expect(result.again).toEqual({ integrations: 2, queued: 0 })
  expect(result.afterRun).toEqual({ integrations: 2, queued: 0 })
  expect(result.manualWhileQueued).toBe(false)
  expect(result.manualPaused).toBe(true)
  expect(result.paused).toEqual({ integration_id: "int_c", triggered_by: "manual" })
  // The next window queues int_a again; int_b is still queued from the last one, so not counted.
  expect(result.next).toEqual({ integrations: 2, queued: 1 })
  expect(result.pages).toEqual([["int_a", "int_b"], ["int_c"]])
})

test("a finished run's log leaves the integration neither running nor queued, at once; a re-run asked after is queued anew", async () => {
  const result = await Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient
    const queue = yield* SyncQueueRepository
    const logs = yield* SyncLogRepository
    yield* sql`INSERT INTO accounts ${sql.insert([account("acc_log", "active")])}`
    yield* sql`INSERT INTO integrations ${sql.insert([integration("int_log", "acc_log", "active")])}`
    yield* queue.queueOne("int_log", "manual", NOW)
    yield* sql`UPDATE integrations SET run_state = 'running', run_records = 7 WHERE id = 'int_log'`
    yield* logs.insert({
      id: "log_1",
      integration_id: "int_log",
      status: "success",
      records_synced: 7,
      error_message: null,
      created_at: NOW
    }, "manual")
    const [row] = yield* sql<{ run_state: string | null; run_records: number }>`
      SELECT run_state, run_records FROM integrations WHERE id = 'int_log'`
    const queuedAfterLog = Option.isSome(yield* queue.find("int_log"))
    const queuedAnew = yield* queue.queueOne("int_log", "manual", NOW)
    return { row, queuedAfterLog, queuedAnew }
  }).pipe(
    Effect.provide(
      Layer.mergeAll(SyncQueueRepository.Default, SyncLogRepository.Default).pipe(
        Layer.provideMerge(DatabaseLive),
        Layer.provide(AppConfig.Default)
      )
    ),
    Effect.withConfigProvider(ConfigProvider.fromMap(new Map([["DATA_DIR", dataDir]]))),
    Effect.runPromise
  )
  expect(result.row).toEqual({ run_state: null, run_records: 0 })
  expect(result.queuedAfterLog).toBe(false)
  expect(result.queuedAnew).toBe(true)
})
