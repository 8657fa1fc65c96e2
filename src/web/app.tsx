/** Who is looking decides the view: a stranger gets the sign-up page, a deleted account its restore screen, a merchant the app. */
import { Result, useAtomValue } from "@effect-atom/atom-react"
import { accountAtom } from "./atoms.js"
import { isUnauthorized } from "./format.js"
import { useLocation } from "./router.js"
import { forgetSignIn, signedInHint } from "./session.js"
import { ErrorBox, failureOf, Loading } from "./ui.js"
import { AccountView } from "./views/account.js"
import { ApiKeysView } from "./views/api-keys.js"
import { BillingView } from "./views/billing.js"
import { ConfirmSignIn } from "./views/confirm-sign-in.js"
import { IntegrationView } from "./views/integration.js"
import { IntegrationsView } from "./views/integrations.js"
import { Landing } from "./views/landing.js"
import { LinkExpired } from "./views/link-expired.js"
import { NewIntegration } from "./views/new-integration.js"
import { RestoreView } from "./views/restore.js"
import { Shell } from "./views/shell.js"

const SIGN_IN_FIRST = "Sign in to open your dashboard: ask for a sign-in link below."
const SESSION_ENDED = "Your session has ended (you signed out, or it expired). Ask for a new sign-in link below."

const Routes = (props: { path: string }) => {
  const match = /^\/integrations\/([^/]+)$/.exec(props.path)
  if (match?.[1] !== undefined) return <IntegrationView id={decodeURIComponent(match[1])} />
  switch (props.path) {
    case "/new":
      return <NewIntegration />
    case "/billing":
      return <BillingView />
    case "/api-keys":
      return <ApiKeysView />
    case "/account":
      return <AccountView />
    default:
      return <IntegrationsView />
  }
}

export const App = () => {
  const location = useLocation()
  if (location.pathname === "/signin/expired") return <LinkExpired />
  if (location.pathname === "/signin/confirm") return <ConfirmSignIn />
  if (!signedInHint()) return <Landing notice={location.pathname === "/" ? undefined : SIGN_IN_FIRST} />
  return <SignedIn path={location.pathname} />
}

const SignedIn = (props: { path: string }) => {
  const account = useAtomValue(accountAtom)
  if (Result.isInitial(account)) {
    return (
      <main className="centered">
        <Loading what="your account" />
      </main>
    )
  }
  if (Result.isFailure(account)) {
    const error = failureOf(account.cause)
    if (isUnauthorized(error)) {
      forgetSignIn()
      return <Landing notice={SESSION_ENDED} />
    }
    return (
      <main className="centered">
        <ErrorBox
          error={error}
          onRetry={() => window.location.reload()}
          title="salesync could not load your account."
        />
      </main>
    )
  }
  if (account.value.status === "deleted") return <RestoreView email={account.value.email} />
  return (
    <Shell account={account.value} path={props.path}>
      <Routes path={props.path} />
    </Shell>
  )
}
