/** Whether an integration's sync is running, queued or idle, as the integration list shows it. */
import type { RunState } from "../domain/models.js"

/** What the state is read from: the integration's row and its newest finished run. */
export interface RunMarks {
  readonly run_state?: RunState | null | undefined
  /** When the run state last changed: a run's start, or its end. */
  readonly run_state_at?: string | null | undefined
}
export interface FinishedRun {
  readonly created_at: string
  readonly finished_at?: string | null | undefined
}

/**
 * The list reads the integrations, then their newest logs: a run that finished in between is still "running" in
 * the row, but its log, finished at or after the run began, says it ended.
 */
export const stillRunning = (row: RunMarks, latest: FinishedRun | undefined): boolean =>
  row.run_state === "running" &&
  (latest === undefined || row.run_state_at === undefined || row.run_state_at === null ||
    (latest.finished_at ?? latest.created_at) < row.run_state_at)

/** Running while a run holds it; queued while its run waits in the sync queue; otherwise idle. */
export const currentRunState = (running: boolean, queued: boolean): RunState | null =>
  running ? "running" : queued ? "queued" : null
