import * as HttpApiBuilder from "@effect/platform/HttpApiBuilder"
import { Effect } from "effect"
import { AccountLifecycle } from "../../accounts/account-lifecycle-service.js"
import { SalesyncApi } from "../../api/index.js"
import { BillingCron } from "../../billing/billing-cron.js"
import { SyncScheduler } from "../../sync/sync-scheduler.js"

export const CronHandlers = HttpApiBuilder.group(SalesyncApi, "cron", (handlers) =>
  Effect.gen(function*() {
    const scheduler = yield* SyncScheduler
    const tick = () => Effect.map(scheduler.tick, (result) => ({ ok: true as const, ...result }))
    const billingCron = yield* BillingCron
    const lifecycle = yield* AccountLifecycle
    const reminder = () => Effect.map(billingCron.trialReminder, (result) => ({ ok: true as const, ...result }))
    const billing = () => Effect.map(billingCron.billing, (result) => ({ ok: true as const, ...result }))
    const retention = () => Effect.map(lifecycle.retention, (result) => ({ ok: true as const, ...result }))
    return handlers
      .handle("sync", tick)
      .handle("syncGet", tick)
      .handle("trialReminder", reminder)
      .handle("trialReminderGet", reminder)
      .handle("billing", billing)
      .handle("billingGet", billing)
      .handle("retention", retention)
      .handle("retentionGet", retention)
  }))
