/** The integration list's run state when its reads straddle a run's end. */
import { describe, expect, test } from "bun:test"
import { currentRunState, stillRunning } from "../../../src/integrations/run-state.js"

const started = "2026-11-26T05:00:00.000Z"

describe("stillRunning", () => {
  test("a row read before its run's log was written is not running once that log is read", () => {
    const row = { run_state: "running" as const, run_state_at: started }
    expect(stillRunning(row, undefined)).toBe(true)
    // The previous run's log, finished before this run began: still running.
    expect(stillRunning(row, { created_at: "2026-11-26T04:44:00.000Z", finished_at: "2026-11-26T04:45:00.000Z" }))
      .toBe(true)
    // This run's own log, finished after it began: it ended.
    expect(stillRunning(row, { created_at: started, finished_at: "2026-11-26T05:00:02.000Z" })).toBe(false)
    expect(stillRunning({ run_state: null, run_state_at: started }, undefined)).toBe(false)
  })

  test("running before queued before idle", () => {
    expect(currentRunState(true, true)).toBe("running")
    expect(currentRunState(false, true)).toBe("queued")
    expect(currentRunState(false, false)).toBeNull()
  })
})
