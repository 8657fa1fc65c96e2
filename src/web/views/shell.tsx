/** The signed-in frame: brand, navigation, the account, sign out; a status line screen readers hear. */
import { useAtomSet } from "@effect-atom/atom-react"
import { type ReactNode, useState } from "react"
import type { AccountView as Account } from "../../api/account.js"
import { mutations, outcome } from "../atoms.js"
import { errorText } from "../format.js"
import { Link } from "../router.js"
import { Time } from "../ui.js"

const NAV = [
  { to: "/", label: "Integrations" },
  { to: "/billing", label: "Plan & billing" },
  { to: "/api-keys", label: "API keys" },
  { to: "/account", label: "Account" }
] as const

const current = (path: string, to: string) =>
  to === "/"
    ? path === "/" || path === "/dashboard" || path === "/new" || path.startsWith("/integrations/")
    : path === to

export const Shell = (props: { account: typeof Account.Type; path: string; children: ReactNode }) => {
  const signOut = useAtomSet(mutations.signOut, { mode: "promiseExit" })
  const [problem, setProblem] = useState<string | null>(null)
  const onSignOut = async () => {
    const result = outcome(await signOut({}))
    if (result.ok) window.location.assign("/")
    else setProblem(errorText(result.error))
  }
  return (
    <>
      <a className="skip" href="#main">
        Skip to content
      </a>
      <header className="topbar">
        <div className="topbar-inner">
          <Link to="/" className="brand">
            <img src="/favicon.svg" alt="" width="28" height="28" />
            salesync
          </Link>
          <nav aria-label="Main">
            <ul>
              {NAV.map((item) => (
                <li key={item.to}>
                  <Link to={item.to} aria-current={current(props.path, item.to) ? "page" : undefined}>
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div className="who">
            <span className="email" title={props.account.email}>
              {props.account.email}
            </span>
            <button type="button" className="button ghost" onClick={onSignOut}>
              Sign out
            </button>
          </div>
        </div>
      </header>
      {props.account.status === "trialing" && props.account.trial_ends_at !== null ?
        (
          <div className="banner">
            Free trial with Pro features until <Time iso={props.account.trial_ends_at} dateOnly />.{" "}
            <Link to="/billing">Plans</Link>
          </div>
        ) :
        null}
      {props.account.status === "paused" || props.account.status === "read_only" ?
        (
          <div className="banner banner-warn" role="status">
            {props.account.status === "paused"
              ? "Your trial ended, so syncing is paused. Nothing was charged."
              : "Your subscription ended: you can read everything, but nothing syncs."}{" "}
            <Link to="/billing">Choose a plan to resume</Link>
          </div>
        ) :
        null}
      <main id="main" className="content">
        {problem === null ? null : (
          <p className="state state-error" role="alert">
            {problem}
          </p>
        )}
        {props.children}
      </main>
      <footer className="footer">
        salesync copies every sale into your table or sheet every 15 minutes. <a href="/api/docs">API reference</a>
      </footer>
    </>
  )
}
