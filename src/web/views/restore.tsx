/** A deleted account (within its 30 days) sees this after the e-mailed restore link. */
import { useAtomSet } from "@effect-atom/atom-react"
import { useState } from "react"
import { mutations, outcome } from "../atoms.js"
import { errorText } from "../format.js"
import { Notice } from "../ui.js"

export const RestoreView = (props: { email: string }) => {
  const restore = useAtomSet(mutations.restore, { mode: "promiseExit" })
  const [message, setMessage] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const onRestore = async () => {
    setBusy(true)
    const result = outcome(await restore({ reactivityKeys: ["account", "integrations"] }))
    setBusy(false)
    if (result.ok) window.location.assign("/")
    else setMessage(errorText(result.error))
  }
  return (
    <main id="main" className="centered">
      <section className="card narrow">
        <h1>This account is deleted</h1>
        <p>
          <strong>{props.email}</strong>{" "}
          was deleted. We keep it for 30 days; restoring brings back its integrations, mappings and history. Syncing
          resumes when you restore it.
        </p>
        <button type="button" className="button primary" onClick={onRestore} disabled={busy}>
          Restore my account
        </button>
        <Notice status={message === null ? null : { text: message, error: true }} />
      </section>
    </main>
  )
}
