/** The signed-out front page: what salesync does, a sign-up form, and a sign-in link for returning merchants. */
import { useAtomSet } from "@effect-atom/atom-react"
import { type FormEvent, useState } from "react"
import { mutations, outcome } from "../atoms.js"
import { errorText } from "../format.js"
import { defaultDestination, defaultSource } from "../providers.js"
import { Brand } from "../ui.js"
import { ProviderPicker } from "./provider-picker.js"

/** Why a signed-out visitor sees this page instead of the one they opened (a session that ended, a bookmark). */
export const Landing = (props: { notice?: string }) => {
  const onboard = useAtomSet(mutations.onboard, { mode: "promiseExit" })
  const [email, setEmail] = useState("")
  const [source, setSource] = useState(defaultSource)
  const [destination, setDestination] = useState(defaultDestination)
  const [busy, setBusy] = useState(false)
  const [sent, setSent] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setBusy(true)
    setError(null)
    const result = outcome(await onboard({ payload: { email, source, destination } }))
    setBusy(false)
    if (result.ok) setSent(email)
    else setError(errorText(result.error))
  }

  return (
    <main id="main" className="landing">
      <section className="hero">
        <Brand large />
        <h1>
          Every sale from Stripe, Shopify or Amazon, in your Airtable or Google Sheet&nbsp;— every 15 minutes.
        </h1>
        <p className="lead">
          No copy-paste, no duplicates, nothing silently missing: you see what synced, what didn't, and why. 14 days
          free, no card.
        </p>
        <ul className="points">
          <li>Field mapping proposed for you, editable, previewed before it writes.</li>
          <li>Every run in the history, every failure with the provider's own words.</li>
          <li>Connect with a key or a "Connect" button; leave any time with your data.</li>
        </ul>
      </section>
      <section className="card signup" aria-labelledby="signup-title">
        {props.notice === undefined ? null : (
          <>
            {/* A returning merchant's way back comes first. */}
            <p className="banner-info" role="status">
              {props.notice}
            </p>
            <SignInForm heading="Sign in again" />
            <hr />
          </>
        )}
        {sent === null ?
          (
            <form onSubmit={submit}>
              <h2 id="signup-title">Start your free trial</h2>
              <label htmlFor="signup-email">Work e-mail</label>
              <input
                id="signup-email"
                type="email"
                autoComplete="email"
                required
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                placeholder="you@yourshop.com"
              />
              <ProviderPicker
                idPrefix="signup"
                source={source}
                destination={destination}
                onSource={setSource}
                onDestination={setDestination}
              />
              <button type="submit" className="button primary wide" disabled={busy}>
                {busy ? "Creating…" : "Start free trial"}
              </button>
              <p className="fine">We e-mail you a sign-in link; you connect your accounts after signing in.</p>
              <div aria-live="polite">
                {error === null ? null : (
                  <p className="field-error" role="alert">
                    {error}
                  </p>
                )}
              </div>
            </form>
          ) :
          (
            <div role="status" aria-live="polite" className="sent">
              <h2 id="signup-title">Check your inbox</h2>
              <p>
                We sent a sign-in link to <strong>{sent}</strong>. It works once, for 15 minutes.
              </p>
            </div>
          )}
        {props.notice === undefined ?
          (
            <>
              <hr />
              <SignInForm heading="Already have an account?" />
            </>
          ) :
          null}
      </section>
    </main>
  )
}

/** "Send me a sign-in link": the same answer whether or not the address has an account. */
export const SignInForm = (props: { heading: string }) => {
  const requestLink = useAtomSet(mutations.requestLink, { mode: "promiseExit" })
  const [email, setEmail] = useState("")
  const [message, setMessage] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setError(null)
    const result = outcome(await requestLink({ payload: { email } }))
    if (result.ok) setMessage(`Check your inbox: if ${email} has an account, a sign-in link is on its way.`)
    else setError(errorText(result.error))
  }
  return (
    <form onSubmit={submit} className="signin">
      <h2 className="h3">{props.heading}</h2>
      <label htmlFor="signin-email">E-mail for a sign-in link</label>
      <div className="inline">
        <input
          id="signin-email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <button type="submit" className="button secondary">
          Send me a sign-in link
        </button>
      </div>
      <div aria-live="polite">
        {message === null ? null : <p className="ok">{message}</p>}
        {error === null ? null : <p className="field-error">{error}</p>}
      </div>
    </form>
  )
}
