/** Where a sign-in link that cannot sign in lands: what happened, a new link, and the way back to the start page. */
import type { ReactNode } from "react"
import { Brand } from "../ui.js"
import { SignInForm } from "./landing.js"

const LinkProblem = (props: { title: string; text: ReactNode }) => (
  <main id="main" className="centered">
    <section className="card narrow">
      <Brand />
      <h1>{props.title}</h1>
      <p>{props.text}</p>
      <SignInForm heading="Send me a new link" />
      <p className="after-form">
        <a href="/">Back to the start page</a>
      </p>
    </section>
  </main>
)

/** A used or expired link. */
export const LinkExpired = () => (
  <LinkProblem
    title="This sign-in link has already been used or has expired"
    text="Each link works once, for 15 minutes, to keep your account safe. Ask for a new one below."
  />
)

/** The sign-in page opened without its link's code: a link cut short when it was copied, or the page opened by hand. */
export const LinkIncomplete = () => (
  <LinkProblem
    title="This sign-in link is incomplete"
    text={
      <>
        The address you opened is missing the code that signs you in: the link was probably cut short when it was copied
        from the <span className="no-break">e-mail</span>. Open the link in the <span className="no-break">e-mail</span>
        {" "}
        again, whole, or ask for a new one below.
      </>
    }
  />
)
