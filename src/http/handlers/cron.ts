import { HttpApiBuilder } from "@effect/platform"
import { Effect } from "effect"
import { SalesyncApi } from "../../api/index.js"
import { SyncScheduler } from "../../sync/sync-scheduler.js"
import { unbuilt } from "../unbuilt.js"

export const CronHandlers = HttpApiBuilder.group(SalesyncApi, "cron", (handlers) =>
  Effect.gen(function* () {
    const scheduler = yield* SyncScheduler
    const tick = () => Effect.map(scheduler.tick, (result) => ({ ok: true as const, ...result }))
    return handlers
      .handle("sync", tick)
      .handle("syncGet", tick)
      .handle("trialReminder", unbuilt("Trial reminders (billing issue)"))
      .handle("trialReminderGet", unbuilt("Trial reminders (billing issue)"))
      .handle("billing", unbuilt("Trial-end pausing (billing issue)"))
      .handle("billingGet", unbuilt("Trial-end pausing (billing issue)"))
      .handle("retention", unbuilt("Retention pruning (billing issue)"))
      .handle("retentionGet", unbuilt("Retention pruning (billing issue)"))
  })
)
