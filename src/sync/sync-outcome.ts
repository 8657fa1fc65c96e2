/**
 * How a run ended, and the log status it earns: `success` only when every
 * record read was written and the run reached the end; `partial` when some
 * were written before it stopped; `error` when none were.
 */
export interface SyncOutcome {
  readonly recordsSynced: number
  /** Why the run stopped early, for the user; null when it reached the end. */
  readonly stopReason: string | null
  /** Set when the run stopped on a failure (after its retries). */
  readonly failure: { readonly attempts: number; readonly message: string } | null
  /** Notes that do not stop the run (values a transform could not convert). */
  readonly notes: ReadonlyArray<string>
}

export type SyncLogStatus = "success" | "partial" | "error"

export const logStatus = (outcome: SyncOutcome): SyncLogStatus => {
  if (outcome.stopReason === null && outcome.failure === null) return "success"
  return outcome.recordsSynced > 0 || outcome.failure === null ? "partial" : "error"
}

export const logMessage = (outcome: SyncOutcome): string | null => {
  const parts = [
    ...(outcome.failure !== null ? [outcome.failure.message] : outcome.stopReason !== null ? [outcome.stopReason] : []),
    ...outcome.notes
  ]
  return parts.length === 0 ? null : parts.join(" ")
}
