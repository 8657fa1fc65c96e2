/** Where a used or expired sign-in link lands: what happened, and a new link. */
import { Brand } from "../ui.js"
import { SignInForm } from "./landing.js"

export const LinkExpired = () => (
  <main id="main" className="centered">
    <section className="card narrow">
      <Brand />
      <h1>This sign-in link has already been used or has expired</h1>
      <p>Each link works once, for 15 minutes, to keep your account safe. Ask for a new one below.</p>
      <SignInForm heading="Send me a new link" />
      <p className="after-form">
        <a href="/">Back to the start page</a>
      </p>
    </section>
  </main>
)
