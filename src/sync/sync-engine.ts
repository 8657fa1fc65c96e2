/**
 * One sync run of one integration: read a page from the source → apply the
 * saved mapping → upsert in batches → persist the cursor only after the
 * destination acknowledged the whole page. Every provider call goes through
 * the retry policy; a run ends with exactly one SyncLog, and a failure after
 * the last attempt also leaves a SyncFailure and puts the integration in
 * `error` until a run succeeds. Memory stays flat: one page written while the
 * next is read, never more.
 */
import { Array as Arr, Data, Effect, Exit, Fiber, Option, Ref } from "effect"
import { type MonthlyAllowance, QuotaService } from "../billing/quota-service.js"
import { quotaReachedMessage } from "../billing/quota.js"
import type {
  ConnectorError,
  DestinationConnector,
  SourceConnector,
  SourcePage,
  UpsertRow
} from "../connectors/contract.js"
import { ConnectorRegistry } from "../connectors/registry.js"
import { providerInfo } from "../domain/providers.js"
import { isoIn, nowIso, nowMillis } from "../domain/time.js"
import { newId } from "../domain/tokens.js"
import { isTransformName } from "../domain/transforms.js"
import { isAwaitingConfirmation } from "../integrations/confirmation.js"
import { Connections } from "../integrations/connections.js"
import { IntegrationRepository, type IntegrationRow } from "../integrations/integration-repository.js"
import { MappingRepository } from "../mapping/mapping-repository.js"
import { compileMapping, type MappingRule } from "../mapping/transforms.js"
import { RELEASE_MEMORY_AFTER_PAGE_OF, RELEASE_MEMORY_EVERY_RECORDS, releaseMemory } from "./memory.js"
import { withSyncRetryOrElse } from "./retry-policy.js"
import { SyncFailureRepository } from "./sync-failure-repository.js"
import { SyncLogRepository } from "./sync-log-repository.js"
import { logMessage, logStatus, type SyncOutcome } from "./sync-outcome.js"

export type SyncTrigger = "schedule" | "manual"

// Said to the merchant first (the dashboard's Mapping tab), to the API's user second.
export const NO_MAPPING_MESSAGE =
  "no_mapping: no field mapping is saved for this integration yet. Open its Mapping tab, press Suggest mapping, check " +
  "it and save it, then sync again (by API: POST /api/schema/infer, then POST /api/schema/infer/apply)."

/** Why a run stopped when its destination was moved while it wrote: the next run starts the history over there. */
export const DESTINATION_MOVED_MESSAGE =
  "The destination changed during this run: what it wrote went to the previous one. The next sync copies the " +
  "whole history to the new destination."

const toRules = (
  entries: ReadonlyArray<{ source_field: string; destination_field: string; transform: string | null }>
) =>
  entries.map((entry): MappingRule => {
    // Saved mappings were validated on the way in; anything else is corruption.
    if (entry.transform !== null && !isTransformName(entry.transform)) {
      throw new Error(`stored transform ${entry.transform} is unknown`)
    }
    return { source_field: entry.source_field, destination_field: entry.destination_field, transform: entry.transform }
  })

const PROGRESS_LOG_EVERY_MS = 10_000

/** A provider's message as a sentence, so what the run adds after it reads as one too. */
const endedSentence = (message: string) => {
  const text = message.trimEnd()
  return /[.!?]$/.test(text) ? text : `${text}.`
}

interface Progress {
  readonly records: number
  readonly failedCells: number
}

/** A provider call that failed after its last attempt, with how many attempts it made. */
class GaveUp extends Data.TaggedError("GaveUp")<{ readonly error: ConnectorError; readonly attempts: number }> {}

/** Runs a provider call under the retry policy; giving up keeps the attempt count the policy made. */
const attempted = <A>(call: Effect.Effect<A, ConnectorError>): Effect.Effect<A, GaveUp> =>
  withSyncRetryOrElse(call, (error, attempts) => Effect.fail(new GaveUp({ error, attempts })))

export class SyncEngine extends Effect.Service<SyncEngine>()("SyncEngine", {
  effect: Effect.gen(function*() {
    const integrations = yield* IntegrationRepository
    const connections = yield* Connections
    const registry = yield* ConnectorRegistry
    const mappings = yield* MappingRepository
    const logs = yield* SyncLogRepository
    const failures = yield* SyncFailureRepository
    const quota = yield* QuotaService

    const pump = (
      integration: IntegrationRow,
      source: SourceConnector,
      destination: DestinationConnector,
      rules: ReadonlyArray<MappingRule>,
      progress: Ref.Ref<Progress>,
      allowance: MonthlyAllowance
    ) =>
      Effect.gen(function*() {
        const map = compileMapping(rules)
        const sourceConnection = yield* connections.of(integration, "source")
        const destinationConnection = yield* connections.of(integration, "destination")
        // The plan's monthly record quota (read when the run started): nothing is written past it, and a
        // page cut short keeps its cursor unpersisted, so the rest syncs after the reset or an upgrade.
        // A page is mapped as soon as it is read, by the reading fiber: while the previous page is written.
        const mapPage = (page: SourcePage) => {
          const rows: Array<UpsertRow> = []
          const failed: Array<number> = []
          for (const record of page.records) {
            const mapped = map(record)
            failed.push(Object.keys(mapped.errors).length)
            rows.push({ externalId: source.externalIdOf(record), fields: mapped.fields })
          }
          // The raw records are let go here: only the mapped rows wait for the write (a backfill's page is large).
          const { cursor, done, deferred } = page
          return { page: { cursor, done, deferred, count: page.records.length }, rows, failed }
        }
        const read = (cursor: string | null) =>
          Effect.forkScoped(Effect.map(attempted(source.readPage(sourceConnection, cursor)), mapPage))
        // The history this run reads; moved meanwhile, its pages' cursors are no longer the destination's.
        const generation = Number(integration.history_generation ?? 0)
        let next = yield* read(integration.sync_cursor)
        let sinceRelease = 0
        let progressLoggedAt = yield* nowMillis
        for (;;) {
          const { page, rows: mappedRows, failed } = yield* Fiber.join(next)
          // Read the next page while this one is written; its cursor is still saved only after the write.
          if (page.deferred === undefined && !page.done) next = yield* read(page.cursor)
          const written = (yield* Ref.get(progress)).records
          const rows = mappedRows.slice(0, Math.max(0, allowance.remaining - written))
          let failedCells = 0
          for (let i = 0; i < rows.length; i++) failedCells += failed[i] ?? 0
          for (const batch of Arr.chunksOf(rows, destination.batchSize)) {
            yield* attempted(destination.upsert(destinationConnection, batch))
            yield* Ref.update(progress, (p) => ({ ...p, records: p.records + batch.length }))
          }
          yield* Ref.update(progress, (p) => ({ ...p, failedCells: p.failedCells + failedCells }))
          if (rows.length < page.count) {
            return Option.some(
              quotaReachedMessage(allowance.plan, allowance.used + written + rows.length, yield* nowMillis)
            )
          }
          // Only now is the page safely in the destination: its cursor and its count are kept together.
          const savedAt = yield* nowMillis
          const saved = yield* integrations.savePage(
            integration.id,
            generation,
            page.cursor,
            rows.length,
            isoIn(savedAt, 0)
          )
          // Moved meanwhile: this run's place in the history is no longer the destination's.
          if (!saved) return Option.some(DESTINATION_MOVED_MESSAGE)
          // A long run (a backfill) says how far it is.
          if (savedAt - progressLoggedAt >= PROGRESS_LOG_EVERY_MS) {
            progressLoggedAt = savedAt
            yield* Effect.logInfo(`sync of ${integration.id}: ${written + rows.length} records written so far`)
          }
          if (page.deferred !== undefined) return Option.some(page.deferred)
          if (page.done) return Option.none<string>()
          sinceRelease += page.count
          if (sinceRelease >= RELEASE_MEMORY_EVERY_RECORDS || page.count >= RELEASE_MEMORY_AFTER_PAGE_OF) {
            sinceRelease = 0
            yield* releaseMemory
          }
        }
      }).pipe(Effect.scoped)

    const execute = (integration: IntegrationRow, allowance: MonthlyAllowance): Effect.Effect<SyncOutcome> =>
      Effect.gen(function*() {
        // What acknowledged pages of an earlier attempt of this run wrote before it died counts too.
        const carried = Number(integration.run_records ?? 0)
        const progress = yield* Ref.make<Progress>({ records: carried, failedCells: 0 })
        const source = registry.source(integration.source_kind)
        const destination = registry.destination(integration.destination_kind)
        if (source === undefined || destination === undefined) {
          const kind = source === undefined ? integration.source_kind : integration.destination_kind
          return {
            recordsSynced: carried,
            stopReason: null,
            failure: {
              attempts: 1,
              message: `${providerInfo(kind).speaks} cannot be used on this side of an integration.`
            },
            notes: []
          }
        }
        const rules = toRules(yield* mappings.get(integration.id))
        if (rules.length === 0) {
          return {
            recordsSynced: carried,
            stopReason: null,
            failure: { attempts: 1, message: NO_MAPPING_MESSAGE },
            notes: []
          }
        }

        const ended = yield* Effect.either(pump(integration, source, destination, rules, progress, allowance))
        const done = yield* Ref.get(progress)
        const notes = done.failedCells > 0
          ? [
            `${done.failedCells} value${
              done.failedCells === 1 ? "" : "s"
            } could not be converted by the mapping and were left empty (see the mapping preview).`
          ]
          : []
        if (ended._tag === "Left") {
          const { error, attempts } = ended.left
          return {
            recordsSynced: done.records,
            stopReason: null,
            failure: {
              attempts,
              message: `${endedSentence(error.message)} Gave up after ${attempts} attempt${attempts === 1 ? "" : "s"}.`
            },
            notes
          }
        }
        return { recordsSynced: done.records, stopReason: Option.getOrNull(ended.right), failure: null, notes }
      }).pipe(
        // A bug must still end the run visibly, never silently.
        Effect.catchAllDefect((defect) =>
          Effect.logError(`sync of ${integration.id} died`, defect).pipe(
            Effect.as<SyncOutcome>({
              recordsSynced: Number(integration.run_records ?? 0),
              stopReason: null,
              failure: {
                attempts: 1,
                message: "The sync failed on our side; we have been told. It will run again on the next schedule."
              },
              notes: []
            })
          )
        )
      )

    /** Runs one sync of the integration and records it; none when the integration no longer exists. */
    const run = (integrationId: string, trigger: SyncTrigger) =>
      Effect.gen(function*() {
        yield* integrations.setRunState(integrationId, "running", yield* nowIso)
        const found = yield* integrations.findById(integrationId)
        if (Option.isNone(found)) return Option.none()
        const integration = found.value
        // Billing issue: a paused, read-only or deleted account syncs nothing (not even a run queued before).
        const allowance = yield* quota.monthly(integration.account_id)
        if (!allowance.syncing) return Option.none()
        // Nor does a stranger's integration before its owner confirms it, however its run was asked for.
        if (isAwaitingConfirmation(integration)) return Option.none()
        const started = yield* nowMillis
        const outcome = yield* execute(integration, allowance)
        const logId = newId("log", started)
        const status = logStatus(outcome)
        const log = {
          id: logId,
          integration_id: integration.id,
          status,
          records_synced: outcome.recordsSynced,
          error_message: logMessage(outcome),
          created_at: isoIn(started, 0)
        }
        const finished = isoIn(yield* nowMillis, 0)
        yield* logs.insert(log, trigger)
        if (outcome.failure !== null) {
          yield* failures.insert({
            id: newId("fail", started),
            integration_id: integration.id,
            sync_log_id: logId,
            attempt_count: outcome.failure.attempts,
            error_message: outcome.failure.message,
            occurred_at: finished,
            resolved_at: null
          })
          // A paused integration run by hand stays paused: its failure is logged, and the schedule still skips it.
          if (integration.status !== "paused") yield* integrations.setStatus(integration.id, "error", finished)
        } else if (integration.status === "error") {
          yield* integrations.setStatus(integration.id, "active", finished)
        }
        return Option.some(log)
      }).pipe(
        // Queued or running ends with the run, however it ends (a defect or an interruption too); a logged run's log
        // already ended it, in the same transaction.
        Effect.onExit((exit) =>
          Exit.isSuccess(exit) && Option.isSome(exit.value)
            ? Effect.void
            : Effect.flatMap(nowIso, (now) => integrations.setRunState(integrationId, null, now))
        )
      )

    return { run }
  }),
  dependencies: [
    IntegrationRepository.Default,
    Connections.Default,
    ConnectorRegistry.Default,
    MappingRepository.Default,
    SyncLogRepository.Default,
    SyncFailureRepository.Default,
    QuotaService.Default
  ]
}) {}
