/**
 * SyncScheduler on its own: the queue repository swapped for an in-memory one
 * with the same rules, time on TestClock. A tick reports as queued only what
 * the queue took (a run already queued, or a second tick in the window, is
 * not counted), and a manual re-run while one is queued adds nothing.
 */
import { describe, expect, test } from "bun:test"
import { Effect, Layer, Option, TestClock, TestContext } from "effect"
import { AppConfig } from "../../../src/config/app-config.js"
import { type QueuedRun, SyncQueueRepository } from "../../../src/sync/sync-queue-repository.js"
import { SyncScheduler } from "../../../src/sync/sync-scheduler.js"

const WINDOW_MS = 15 * 60_000

/** The queue's rules over a fixed list of schedulable integrations. */
const memoryQueue = (schedulable: ReadonlyArray<string>) => {
  const queued = new Map<string, QueuedRun>()
  const scheduledWindow = new Map<string, number>()
  const repository = SyncQueueRepository.make({
    queueWindow: (window) =>
      Effect.sync(() => {
        let fresh = 0
        for (const id of schedulable) {
          if ((scheduledWindow.get(id) ?? -1) >= window) continue
          scheduledWindow.set(id, window)
          if (queued.has(id)) continue
          queued.set(id, { integration_id: id, triggered_by: "schedule" })
          fresh++
        }
        return { integrations: schedulable.length, queued: fresh }
      }),
    queueOne: (id, trigger) =>
      Effect.sync(() => {
        if (queued.has(id)) return false
        queued.set(id, { integration_id: id, triggered_by: trigger })
        return true
      }),
    duePage: () => Effect.die("not used by the scheduler"),
    queuedAmong: (ids) => Effect.sync(() => new Set(ids.filter((id) => queued.has(id)))),
    find: (id) => Effect.sync(() => Option.fromNullable(queued.get(id))),
    remove: (id) => Effect.sync(() => void queued.delete(id))
  })
  return { queued, layer: Layer.succeed(SyncQueueRepository, repository) }
}

const config = AppConfig.make({
  port: 0,
  host: "127.0.0.1",
  publicUrl: "http://salesync.test",
  dataDir: "/nonexistent",
  webDistDir: "/nonexistent",
  databaseUrl: Option.none(),
  redisUrl: Option.none(),
  trustProxyHops: 0,
  encryptionKey: Option.none(),
  cronSecret: Option.none(),
  smtpUrl: Option.none(),
  mailFrom: "salesync <no-reply@salesync.test>",
  syncIntervalMinutes: 15,
  syncRunners: "embedded",
  syncConcurrency: 4,
  builtInSchedule: false,
  runnerHost: "localhost",
  runnerPort: 0,
  llm: {
    apiKey: Option.none(),
    baseUrl: Option.none(),
    model: "none",
    sendSamples: false,
    timeoutMillis: 0,
    enabled: false
  },
  billing: {
    secretKey: Option.none(),
    webhookSecret: Option.none(),
    prices: { starter: Option.none(), pro: Option.none(), enterprise: Option.none() },
    quotas: true
  },
  pacing: {
    tablesRequestsPerSecond: 0,
    paymentsClientPacing: false,
    paymentsBackfillSlices: 1,
    storefrontBackfillWindows: 1
  }
})

const withScheduler = <A>(queue: ReturnType<typeof memoryQueue>, use: (scheduler: SyncScheduler) => Effect.Effect<A>) =>
  Effect.flatMap(SyncScheduler, use).pipe(
    Effect.provide(SyncScheduler.DefaultWithoutDependencies),
    Effect.provide(Layer.merge(queue.layer, Layer.succeed(AppConfig, config))),
    Effect.provide(TestContext.TestContext),
    Effect.runPromise
  )

describe("SyncScheduler", () => {
  test("a tick counts only what it queued: not a run already queued, nothing on a second tick in the window", async () => {
    const queue = memoryQueue(["int_a", "int_b", "int_c"])
    const [first, second, next] = await withScheduler(queue, (scheduler) =>
      Effect.gen(function*() {
        yield* TestClock.setTime(100 * WINDOW_MS + 1000)
        // A manual re-run is already queued for one of them.
        yield* scheduler.requestRun("int_b")
        const first = yield* scheduler.tick
        yield* TestClock.adjust("5 minutes")
        const second = yield* scheduler.tick
        yield* TestClock.adjust("15 minutes")
        queue.queued.clear()
        const next = yield* scheduler.tick
        return [first, second, next] as const
      }))
    expect(first).toEqual({ window: 100, integrations: 3, queued: 2 })
    expect(second).toEqual({ window: 100, integrations: 3, queued: 0 })
    expect(next).toEqual({ window: 101, integrations: 3, queued: 3 })
    expect(queue.queued.get("int_a")?.triggered_by).toBe("schedule")
  })

  test("a manual re-run while one is queued keeps the queued one", async () => {
    const queue = memoryQueue(["int_a"])
    await withScheduler(queue, (scheduler) =>
      Effect.gen(function*() {
        yield* scheduler.tick
        yield* scheduler.requestRun("int_a")
      }))
    expect([...queue.queued.values()]).toEqual([{ integration_id: "int_a", triggered_by: "schedule" }])
  })
})
