import { HttpApiBuilder } from "@effect/platform"
import { Effect } from "effect"
import { SalesyncApi } from "../../api/index.js"
import { unbuilt } from "../unbuilt.js"

export const CronHandlers = HttpApiBuilder.group(SalesyncApi, "cron", (handlers) =>
  Effect.succeed(
    handlers
      .handle("sync", unbuilt("The sync tick (sync engine issue)"))
      .handle("syncGet", unbuilt("The sync tick (sync engine issue)"))
      .handle("trialReminder", unbuilt("Trial reminders (billing issue)"))
      .handle("trialReminderGet", unbuilt("Trial reminders (billing issue)"))
      .handle("billing", unbuilt("Trial-end pausing (billing issue)"))
      .handle("billingGet", unbuilt("Trial-end pausing (billing issue)"))
      .handle("retention", unbuilt("Retention pruning (billing issue)"))
      .handle("retentionGet", unbuilt("Retention pruning (billing issue)"))
  )
)
