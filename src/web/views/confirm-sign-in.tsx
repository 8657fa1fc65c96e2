/**
 * Where a sign-in link lands in a browser: the link is spent only when the person presses "Sign in", so a mail
 * scanner that opens links before them does not use it up. The token arrives in the fragment, which no request
 * carries.
 */
import { useAtomSet } from "@effect-atom/atom-react"
import { Predicate } from "effect"
import { useState } from "react"
import { mutations, outcome } from "../atoms.js"
import { errorText } from "../format.js"
import { Brand, Notice } from "../ui.js"

const tokenInFragment = (): string => new URLSearchParams(window.location.hash.slice(1)).get("token") ?? ""

export const ConfirmSignIn = () => {
  const confirm = useAtomSet(mutations.confirmSignIn, { mode: "promiseExit" })
  const [message, setMessage] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const token = tokenInFragment()
  const onSignIn = async () => {
    setBusy(true)
    setMessage(null)
    const result = outcome(await confirm({ payload: { token } }))
    setBusy(false)
    // A used or expired link: the page that says so and offers a new one.
    if (result.ok) window.location.assign("/dashboard")
    else if (Predicate.isTagged(result.error, "InvalidToken")) window.location.assign("/signin/expired")
    else setMessage(errorText(result.error))
  }
  return (
    <main id="main" className="centered">
      <section className="card narrow">
        <Brand />
        <h1>Sign in to salesync</h1>
        <p>Your link works once, for 15 minutes. Press the button to sign in on this browser.</p>
        <button type="button" className="button primary" onClick={onSignIn} disabled={busy || token === ""}>
          Sign in
        </button>
        <Notice status={message === null ? null : { text: message, error: true }} />
      </section>
    </main>
  )
}
