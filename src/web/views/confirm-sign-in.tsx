/**
 * Where a mailed link lands: the link is spent only when the person presses the button, so a mail scanner that
 * opens links before them does not use it up. The token (and what the link is for) arrives in the fragment, which no
 * request carries; without one (a link cut short, the page opened by hand) the page says the link is incomplete.
 */
import { useAtomSet } from "@effect-atom/atom-react"
import { Predicate } from "effect"
import { useState, useSyncExternalStore } from "react"
import { mutations, outcome } from "../atoms.js"
import { errorText } from "../format.js"
import { Brand, Notice } from "../ui.js"
import { LinkIncomplete } from "./link-expired.js"

/** The address's fragment, read again when only it changes (the whole link pasted over a cut one in the same tab). */
const onHashChange = (listener: () => void) => {
  window.addEventListener("hashchange", listener)
  return () => window.removeEventListener("hashchange", listener)
}
const useFragment = (): URLSearchParams =>
  new URLSearchParams(useSyncExternalStore(onHashChange, () => window.location.hash).slice(1))

/** What the page says for each kind of link (the fragment's `for`; a sign-in when absent or unknown). */
const wording = (purpose: string | null) =>
  purpose === "confirm_integration"
    ? {
      title: "Confirm the new integration",
      text:
        "An integration was added to your salesync account with your e-mail address. Press the button to confirm it and sign in on this browser; it syncs once confirmed. If you did not ask for it, close this page: nothing changes.",
      button: "Confirm and sign in"
    }
    : purpose === "restore"
    ? {
      title: "Restore your salesync account",
      text: "Press the button to sign in on this browser; the next page lets you restore the account.",
      button: "Sign in"
    }
    : {
      title: "Sign in to salesync",
      text: "Your link works once, for 15 minutes. Press the button to sign in on this browser.",
      button: "Sign in"
    }

export const ConfirmSignIn = () => {
  const confirm = useAtomSet(mutations.confirmSignIn, { mode: "promiseExit" })
  const [message, setMessage] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const fragment = useFragment()
  const token = fragment.get("token") ?? ""
  const says = wording(fragment.get("for"))
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
  // Without its code the link cannot sign in: say so, and how to get a new one, instead of a button that does nothing.
  if (token === "") return <LinkIncomplete />
  return (
    <main id="main" className="centered">
      <section className="card narrow">
        <Brand />
        <h1>{says.title}</h1>
        <p>{says.text}</p>
        <button type="button" className="button primary" onClick={onSignIn} disabled={busy}>
          {says.button}
        </button>
        <Notice status={message === null ? null : { text: message, error: true }} />
      </section>
    </main>
  )
}
