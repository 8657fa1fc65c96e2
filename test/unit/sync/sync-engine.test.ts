/**
 * SyncEngine on its own: every dependency is a test layer recording what the
 * engine did, in order, so the rules of a run are checked without a server,
 * a database or a provider.
 */
import { describe, expect, test } from "bun:test"
import { Effect, Layer, Option, Random } from "effect"
import { type MonthlyAllowance, QuotaService } from "../../../src/billing/quota-service.js"
import { quotaReachedMessage } from "../../../src/billing/quota.js"
import {
  type Connection,
  ConnectorError,
  type DestinationConnector,
  type SourceConnector,
  type SourcePage,
  type UpsertRow
} from "../../../src/connectors/contract.js"
import { ConnectorRegistry } from "../../../src/connectors/registry.js"
import type { IntegrationStatus } from "../../../src/domain/models.js"
import { Connections } from "../../../src/integrations/connections.js"
import { IntegrationRepository, type IntegrationRow } from "../../../src/integrations/integration-repository.js"
import { MappingRepository } from "../../../src/mapping/mapping-repository.js"
import { MAX_ATTEMPTS } from "../../../src/sync/retry-policy.js"
import { DESTINATION_MOVED_MESSAGE, NO_MAPPING_MESSAGE, SyncEngine } from "../../../src/sync/sync-engine.js"
import { SyncFailureRepository } from "../../../src/sync/sync-failure-repository.js"
import { SyncLogRepository } from "../../../src/sync/sync-log-repository.js"
import { makeTestLayer } from "../support/test-layer.js"

const integration = (status: IntegrationStatus, cursor: string | null = null): IntegrationRow => ({
  id: "int_unit",
  account_id: "acct_unit",
  source: "stripe",
  destination: "airtable",
  source_kind: "payments",
  destination_kind: "tables",
  status,
  suspended_status: null,
  source_credentials: null,
  destination_credentials: null,
  sync_cursor: cursor,
  created_at: "2027-01-01T00:00:00.000Z",
  updated_at: "2027-01-01T00:00:00.000Z"
})

/** Page i holds `sizes[i]` records and ends with cursor `c<i+1>`; the last one is done. */
const pagesOf = (sizes: ReadonlyArray<number>): ReadonlyArray<SourcePage> => {
  let next = 0
  return sizes.map((size, index) => ({
    records: Array.from({ length: size }, () => ({ id: `r${++next}`, amount: next * 100 })),
    cursor: `c${index + 1}`,
    done: index === sizes.length - 1
  }))
}

const retryable = new ConnectorError({
  provider: "tables",
  retryable: true,
  message: "HTTP 503 from the table database",
  status: 503
})
const permanent = new ConnectorError({
  provider: "tables",
  retryable: false,
  message: "HTTP 422: bad value",
  status: 422
})

interface Scenario {
  readonly pages: ReadonlyArray<SourcePage>
  readonly integration?: IntegrationRow
  readonly remaining?: number
  readonly syncing?: boolean
  readonly mapping?: boolean
  /** The failure of the n-th upsert call (1-based), if any. */
  readonly upsertFailure?: (call: number, rows: ReadonlyArray<UpsertRow>) => ConnectorError | undefined
  /** The history generation the repository holds (the run starts in the integration row's). */
  readonly generation?: number
}

const connection: Connection = { credentials: {}, saveCredentials: () => Effect.void }

/** Runs one sync of the scenario; returns what the engine did, in order, and the log it returned. */
const runScenario = async (scenario: Scenario) => {
  const journal: Array<string> = []
  const runStates: Array<string | null> = []
  const row = scenario.integration ?? integration("active")
  let upserts = 0

  const source: SourceConnector = {
    kind: "payments",
    readPage: (_connection, cursor) =>
      Effect.sync(() => {
        journal.push(`read ${cursor ?? "start"}`)
        const index = cursor === null ? 0 : Number(cursor.slice(1))
        const page = scenario.pages[index]
        if (page === undefined) throw new Error(`no page after ${cursor}`)
        return page
      }),
    sample: () => Effect.die("not used by a sync"),
    externalIdOf: (record) => String(record["id"])
  }
  const destination: DestinationConnector = {
    kind: "tables",
    batchSize: 2,
    describe: () => Effect.die("not used by a sync"),
    upsert: (_connection, rows) =>
      Effect.suspend(() => {
        upserts += 1
        const failure = scenario.upsertFailure?.(upserts, rows)
        if (failure !== undefined) {
          journal.push(`upsert failed ${rows.map((r) => r.externalId).join(",")}`)
          return Effect.fail(failure)
        }
        journal.push(`upsert ${rows.map((r) => `${r.externalId}=${String(r.fields["Amount"])}`).join(",")}`)
        return Effect.succeed({ created: rows.length, updated: 0 })
      })
  }
  const allowance: MonthlyAllowance = {
    plan: "starter",
    syncing: scenario.syncing ?? true,
    used: 0,
    remaining: scenario.remaining ?? Number.POSITIVE_INFINITY
  }

  const dependencies = Layer.mergeAll(
    makeTestLayer(IntegrationRepository)({
      findById: (id) => Effect.succeed(id === row.id ? Option.some(row) : Option.none()),
      savePage: (_id, generation, cursor) =>
        Effect.sync(() => {
          const current = generation === (scenario.generation ?? 0)
          journal.push(current ? `cursor ${cursor}` : `not saved ${cursor}`)
          return current
        }),
      setRunState: (_id, state) => Effect.sync(() => void runStates.push(state)),
      setStatus: (_id, status) => Effect.sync(() => void journal.push(`status ${status}`))
    }),
    makeTestLayer(Connections)({ of: () => Effect.succeed(connection) }),
    makeTestLayer(ConnectorRegistry)({ source: () => source, destination: () => destination }),
    makeTestLayer(MappingRepository)({
      get: () =>
        Effect.succeed(
          scenario.mapping === false ? [] : [{ source_field: "amount", destination_field: "Amount", transform: null }]
        )
    }),
    makeTestLayer(SyncLogRepository)({
      insert: (log) => Effect.sync(() => void journal.push(`log ${log.status} ${log.records_synced}`))
    }),
    makeTestLayer(SyncFailureRepository)({
      insert: (failure) =>
        Effect.sync(() => void journal.push(`failure ${failure.attempt_count}: ${failure.error_message}`))
    }),
    makeTestLayer(QuotaService)({ monthly: () => Effect.succeed(allowance) })
  )

  const log = await Effect.gen(function*() {
    const engine = yield* SyncEngine
    return yield* engine.run(row.id, "manual")
  }).pipe(
    Effect.provide(SyncEngine.DefaultWithoutDependencies.pipe(Layer.provide(dependencies))),
    // Retries wait 0 ms: full jitter with a random of 0.
    Effect.withRandom(Random.fixed([0])),
    Effect.runPromise
  )
  return { journal, runStates, log: Option.getOrNull(log), upserts: () => upserts }
}

const position = (journal: ReadonlyArray<string>, entry: string) => {
  const index = journal.indexOf(entry)
  expect({ entry, found: index >= 0 }).toEqual({ entry, found: true })
  return index
}

describe("SyncEngine with test layers", () => {
  test("every page is written, mapped, before its cursor is saved; a full run is success", async () => {
    const { journal, log, runStates } = await runScenario({ pages: pagesOf([3, 2]) })
    expect(log?.status).toBe("success")
    expect(log?.records_synced).toBe(5)
    expect(log?.error_message).toBeNull()
    // Page 1 (r1..r3) in batches of 2, then its cursor; page 2 likewise.
    expect(position(journal, "upsert r1=100,r2=200")).toBeLessThan(position(journal, "upsert r3=300"))
    expect(position(journal, "upsert r3=300")).toBeLessThan(position(journal, "cursor c1"))
    expect(position(journal, "cursor c1")).toBeLessThan(position(journal, "upsert r4=400,r5=500"))
    expect(position(journal, "upsert r4=400,r5=500")).toBeLessThan(position(journal, "cursor c2"))
    expect(journal.filter((entry) => entry.startsWith("cursor"))).toEqual(["cursor c1", "cursor c2"])
    expect(journal.at(-1)).toBe("log success 5")
    // The log's own transaction ends the running state; nothing writes it again.
    expect(runStates).toEqual(["running"])
  })

  test("a run resumes from the saved cursor", async () => {
    const { journal } = await runScenario({ pages: pagesOf([2, 2]), integration: integration("active", "c1") })
    expect(journal[0]).toBe("read c1")
    expect(journal).not.toContain("read start")
  })

  test("a write that keeps failing: the page's cursor is not saved, attempts are counted, the run is partial", async () => {
    // The second page's write never succeeds (retryable, so the policy makes every attempt).
    const { journal, log, upserts } = await runScenario({
      pages: pagesOf([2, 2]),
      upsertFailure: (_call, rows) => (rows[0]?.externalId === "r3" ? retryable : undefined)
    })
    expect(upserts()).toBe(1 + MAX_ATTEMPTS)
    expect(journal.filter((entry) => entry.startsWith("cursor"))).toEqual(["cursor c1"])
    expect(log?.status).toBe("partial")
    expect(log?.records_synced).toBe(2)
    const failure = journal.find((entry) => entry.startsWith("failure"))
    // One sentence after the provider's, ended where it was not.
    expect(failure).toBe(
      `failure ${MAX_ATTEMPTS}: HTTP 503 from the table database. Gave up after ${MAX_ATTEMPTS} attempts.`
    )
    expect(journal).toContain("status error")
  })

  test("a permanent failure is not retried: one attempt, nothing written, the run is error", async () => {
    const { journal, log, upserts } = await runScenario({ pages: pagesOf([2]), upsertFailure: () => permanent })
    expect(upserts()).toBe(1)
    expect(log?.status).toBe("error")
    expect(log?.records_synced).toBe(0)
    expect(journal).toContain("failure 1: HTTP 422: bad value. Gave up after 1 attempt.")
    expect(journal.filter((entry) => entry.startsWith("cursor"))).toEqual([])
  })

  test("a transient failure retried to success leaves no failure and the run is success", async () => {
    const { journal, log, upserts } = await runScenario({
      pages: pagesOf([2]),
      upsertFailure: (call) => (call === 1 ? retryable : undefined)
    })
    expect(upserts()).toBe(2)
    expect(log?.status).toBe("success")
    expect(journal.some((entry) => entry.startsWith("failure"))).toBe(false)
  })

  test("the quota cut-off: nothing past the allowance is written and the cut page's cursor stays unsaved", async () => {
    const { journal, log } = await runScenario({ pages: pagesOf([2, 3]), remaining: 3 })
    expect(journal.filter((entry) => entry.startsWith("upsert"))).toEqual(["upsert r1=100,r2=200", "upsert r3=300"])
    expect(journal.filter((entry) => entry.startsWith("cursor"))).toEqual(["cursor c1"])
    expect(log?.status).toBe("partial")
    expect(log?.records_synced).toBe(3)
    expect(log?.error_message).toBe(quotaReachedMessage("starter", 3, Date.now()))
    expect(journal.some((entry) => entry.startsWith("failure"))).toBe(false)
  })

  test("a source that stops early on purpose makes the run partial, its cursor saved", async () => {
    const deferred: SourcePage = {
      records: [{ id: "r1", amount: 1 }],
      cursor: "c1",
      done: false,
      deferred: "budget spent"
    }
    const { journal, log } = await runScenario({ pages: [deferred] })
    expect(log?.status).toBe("partial")
    expect(log?.error_message).toBe("budget spent")
    expect(journal.filter((entry) => entry.startsWith("cursor"))).toEqual(["cursor c1"])
  })

  test("a destination moved during the run: no cursor saved over the new history, the run stops and says why", async () => {
    const { journal, log } = await runScenario({ pages: pagesOf([2, 2]), generation: 1 })
    expect(journal.filter((entry) => entry.startsWith("cursor"))).toEqual([])
    expect(journal).toContain("not saved c1")
    expect(journal.filter((entry) => entry.startsWith("upsert"))).toEqual(["upsert r1=100,r2=200"])
    expect(log?.status).toBe("partial")
    expect(log?.error_message).toBe(DESTINATION_MOVED_MESSAGE)
  })

  test("a run that succeeds puts an integration in error back to active", async () => {
    const { journal } = await runScenario({ pages: pagesOf([1]), integration: integration("error") })
    expect(journal).toContain("status active")
  })

  test("no saved mapping: an error log saying how to make one, nothing read", async () => {
    const { journal, log } = await runScenario({ pages: pagesOf([1]), mapping: false })
    expect(log?.status).toBe("error")
    expect(log?.error_message).toBe(NO_MAPPING_MESSAGE)
    expect(journal.some((entry) => entry.startsWith("read"))).toBe(false)
  })

  test("an account that does not sync gets no run and no log, and is not left running", async () => {
    const { journal, log, runStates } = await runScenario({ pages: pagesOf([1]), syncing: false })
    expect(log).toBeNull()
    expect(journal).toEqual([])
    expect(runStates).toEqual(["running", null])
  })
})
