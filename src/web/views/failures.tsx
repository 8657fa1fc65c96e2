/**
 * Failures recorded after the last retry, with the provider's message and a resolve toggle. The toggle shows
 * the new state at once and, if saving fails, puts it back and says so.
 */
import { useAtomSet, useAtomValue } from "@effect-atom/atom-react"
import { useState } from "react"
import { type FailureFilter, failuresAtom, mutations, outcome } from "../atoms.js"
import { countOf, errorText } from "../format.js"
import { Empty, Parts, Query, Time, useRefreshOnChange } from "../ui.js"
import { MessageOrAbove } from "./reason.js"

const FILTERS: ReadonlyArray<{ id: FailureFilter; label: string }> = [
  { id: "unresolved", label: "Unresolved" },
  { id: "resolved", label: "Resolved" },
  { id: "all", label: "All" }
]

/** Whether a failure's message already says how many attempts it took (a sync's ends "Gave up after 3 attempts."). */
const statesAttempts = (message: string, attempts: number) =>
  new RegExp(`\\bafter ${attempts} attempts?\\b`).test(message)

export const Failures = (
  props: { integrationId: string; version: string | undefined; shownAbove: string | null }
) => {
  const [filter, setFilter] = useState<FailureFilter>("unresolved")
  const atom = failuresAtom(`${props.integrationId}|${filter}`)
  const result = useAtomValue(atom)
  useRefreshOnChange(atom, props.version)
  useRefreshOnChange(atom, filter)
  const resolve = useAtomSet(mutations.resolveFailure, { mode: "promiseExit" })
  // The toggles' shown state while a save is pending or after it failed-and-rolled-back.
  const [overrides, setOverrides] = useState<ReadonlyMap<string, boolean>>(new Map())
  const [notice, setNotice] = useState<{ text: string; error: boolean } | null>(null)

  const toggle = async (id: string, resolved: boolean) => {
    // The row keeps its place (and the new state) until the filter changes, so it does not vanish under the pointer.
    setOverrides((map) => new Map(map).set(id, resolved))
    setNotice(null)
    const saved = outcome(await resolve({ path: { id }, payload: { resolved } }))
    if (saved.ok) return setNotice({ text: resolved ? "Marked as resolved." : "Marked as unresolved.", error: false })
    setOverrides((map) => new Map(map).set(id, !resolved))
    setNotice({
      text: `Could not save, so it is ${resolved ? "still unresolved" : "still resolved"}: ${errorText(saved.error)}`,
      error: true
    })
  }

  const choose = (next: FailureFilter) => {
    setOverrides(new Map())
    setNotice(null)
    setFilter(next)
  }

  return (
    <section aria-labelledby="failures-title" className="card">
      <div className="section-head">
        <h2 id="failures-title">Failures</h2>
        <fieldset className="segmented">
          <legend className="sr-only">Show failures</legend>
          {FILTERS.map((f) => (
            <label key={f.id} className={filter === f.id ? "on" : undefined}>
              <input
                type="radio"
                name={`failure-filter-${props.integrationId}`}
                value={f.id}
                checked={filter === f.id}
                onChange={() => choose(f.id)}
              />
              {f.label}
            </label>
          ))}
        </fieldset>
      </div>
      <div aria-live="polite" className="notice-slot">
        {notice === null ?
          null :
          (
            <p className={notice.error ? "field-error" : "ok"} role={notice.error ? "alert" : undefined}>
              {notice.text}
            </p>
          )}
      </div>
      <Query atom={atom} result={result} what="the failures">
        {(page) =>
          page.errors.length === 0 ?
            (
              <Empty>
                <p>
                  {filter === "unresolved"
                    ? "No unresolved failures. Every run got through or was dealt with."
                    : "No failures here."}
                </p>
              </Empty>
            ) :
            (
              <ul className="failures">
                {page.errors.map((failure) => {
                  const resolved = overrides.get(failure.id) ?? failure.resolved_at !== null
                  return (
                    <li key={failure.id} className={resolved ? "failure resolved" : "failure"}>
                      <p className="failure-message">
                        <MessageOrAbove message={failure.error_message} shownAbove={props.shownAbove} />
                      </p>
                      <p className="muted">
                        <Parts
                          parts={[
                            <Time iso={failure.occurred_at} />,
                            ...(statesAttempts(failure.error_message, failure.attempt_count) ?
                              [] :
                              [`after ${countOf(failure.attempt_count, "attempt")}`]),
                            ...(failure.resolved_at === null ? [] : [
                              <>
                                resolved <Time iso={failure.resolved_at} />
                              </>
                            ])
                          ]}
                        />
                      </p>
                      <label className="check">
                        <input
                          type="checkbox"
                          checked={resolved}
                          onChange={(e) => void toggle(failure.id, e.target.checked)}
                        />
                        Resolved
                      </label>
                    </li>
                  )
                })}
              </ul>
            )}
      </Query>
    </section>
  )
}
