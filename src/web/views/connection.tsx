/** Connecting each side (OAuth button or API-key form), replacing credentials later, and deleting the integration. */
import { Result, useAtomSet, useAtomValue } from "@effect-atom/atom-react"
import { type FormEvent, useId, useState } from "react"
import type { IntegrationOverview } from "../../domain/models.js"
import { accountAtom, deletedIntegrationsAtom, keys, mutations, outcome } from "../atoms.js"
import { credentialProblems } from "../credential-problems.js"
import { errorText } from "../format.js"
import { guideOf, type ProviderGuide } from "../providers.js"
import { navigate } from "../router.js"
import { Name, Notice, Said } from "../ui.js"
import { awaitingText } from "./sync-now.js"

const OAuthButton = (props: { integrationId: string; side: "source" | "destination"; guide: ProviderGuide }) => {
  const id = useId()
  return (
    <form method="get" action={`/api/auth/${props.guide.kind}/start`} className="oauth">
      <input type="hidden" name="integration_id" value={props.integrationId} />
      <input type="hidden" name="side" value={props.side} />
      {props.guide.perShop ?
        (
          <>
            <label htmlFor={`${id}-shop`}>Shop domain for the {props.guide.name} sign-in</label>
            <input id={`${id}-shop`} name="shop" required placeholder="your-shop.myshopify.com" />
          </>
        ) :
        null}
      <button type="submit" className="button primary">
        Connect {props.guide.name}
      </button>
      <p className="fine">
        You sign in at {props.guide.name} and come back here; salesync asks only for the access it needs{" "}
        {props.side === "source" ? "(to read your sales)" : "(to write the rows)"}.
      </p>
    </form>
  )
}

const KeyForm = (props: {
  integrationId: string
  side: "source" | "destination"
  guide: ProviderGuide
  connected: boolean
  /** An OAuth button is offered above the form. */
  oauth: boolean
}) => {
  const id = useId()
  const update = useAtomSet(mutations.updateCredentials, { mode: "promiseExit" })
  const [values, setValues] = useState<Record<string, string>>({})
  const [status, setStatus] = useState<{ text: string; error: boolean } | null>(null)
  const [problems, setProblems] = useState<ReadonlyMap<string, string>>(new Map())
  const [busy, setBusy] = useState(false)
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setBusy(true)
    setStatus(null)
    setProblems(new Map())
    const credentials = Object.fromEntries(
      props.guide.fields
        .map((field) => [field.key, values[field.key]?.trim() ?? "", field.read] as const)
        .filter(([, v]) => v !== "")
        .map(([k, v, read]) => [k, read === undefined ? v : read(v)])
    )
    const result = outcome(
      await update({
        path: { id: props.integrationId },
        payload: { side: props.side, credentials },
        reactivityKeys: [keys.integrations]
      })
    )
    setBusy(false)
    if (result.ok) {
      setValues({})
      setStatus({ text: `${props.guide.name} connected. The next sync uses these credentials.`, error: false })
    } else {
      const found = credentialProblems(result.error, props.guide.fields)
      setProblems(found.byField)
      // The summary by Save: where to look, and what no field shows.
      const marked = found.byField.size === 0
        ? []
        : [`Not saved: fix ${found.byField.size === 1 ? "the field" : "the fields"} marked above.`]
      setStatus({ text: [...marked, ...found.general].join(" "), error: true })
    }
  }
  return (
    <form onSubmit={submit} className="key-form">
      <h3>
        {props.connected ? "Replace the credentials" : props.oauth ? "Or connect with a key" : "Connect with a key"}
      </h3>
      {props.guide.fields.map((field) => {
        const problem = problems.get(field.key)
        const hintId = `${id}-${field.key}-hint`
        const problemId = `${id}-${field.key}-problem`
        return (
          <div key={field.key} className="field">
            <label htmlFor={`${id}-${field.key}`}>
              {field.label}
              {field.optional === true ? <span className="muted">{" "}(optional)</span> : null}
            </label>
            <input
              id={`${id}-${field.key}`}
              type={field.secret === true ? "password" : "text"}
              autoComplete="off"
              required={field.optional !== true}
              placeholder={field.placeholder}
              aria-invalid={problem !== undefined}
              aria-describedby={problem === undefined ? hintId : `${problemId} ${hintId}`}
              value={values[field.key] ?? ""}
              onChange={(e) => setValues({ ...values, [field.key]: e.target.value })}
            />
            {problem === undefined ? null : (
              <p id={problemId} className="field-error field-problem">
                <Said text={problem} />
              </p>
            )}
            <p id={hintId} className="hint">
              {props.oauth && field.hintWithOAuth !== undefined ? `${field.hint} ${field.hintWithOAuth}` : field.hint}
            </p>
          </div>
        )
      })}
      <button type="submit" className="button secondary" disabled={busy}>
        {busy ? "Saving…" : `Save ${props.guide.name} credentials`}
      </button>
      <Notice status={status} className="" />
    </form>
  )
}

const Side = (props: { integration: IntegrationOverview; side: "source" | "destination" }) => {
  const value = props.side === "source" ? props.integration.source : props.integration.destination
  const guide = guideOf(value)
  const connected = props.side === "source"
    ? props.integration.source_connected
    : props.integration.destination_connected
  const part = props.integration.label.split(" → ")[props.side === "source" ? 0 : 1] ?? ""
  // The OAuth button only where this server can connect the provider by OAuth; the key form serves everywhere.
  const account = useAtomValue(accountAtom)
  const oauthReady = guide !== undefined && Result.isSuccess(account) &&
    account.value.oauth_providers.includes(guide.kind)
  if (guide === undefined) return null
  return (
    <section className="card" aria-labelledby={`side-${props.side}`}>
      <h2 id={`side-${props.side}`}>
        {props.side === "source" ? "Where you sell" : "Where your sales go"}: {guide.name}
      </h2>
      <p>
        {connected ?
          (
            <span className="ok">
              Connected&nbsp;— <Name text={part} />
            </span>
          ) :
          <span className="hint-warn">Not connected yet.</span>}
      </p>
      {guide.keysNeedServerApp === true && Result.isSuccess(account) && !oauthReady ?
        (
          <p className="hint-warn" role="note">
            This server has no {guide.name} app client set up ({guide.envPrefix}_OAUTH_CLIENT_ID and{" "}
            {guide.envPrefix}_OAUTH_CLIENT_SECRET), so it cannot read your{" "}
            {guide.category}, even with the credentials below. Ask whoever runs this salesync server to set them.
          </p>
        ) :
        null}
      {oauthReady ? <OAuthButton integrationId={props.integration.id} side={props.side} guide={guide} /> : null}
      <KeyForm
        integrationId={props.integration.id}
        side={props.side}
        guide={guide}
        connected={connected}
        oauth={oauthReady}
      />
    </section>
  )
}

const DeleteIntegration = (props: { integration: IntegrationOverview }) => {
  const remove = useAtomSet(mutations.deleteIntegration, { mode: "promiseExit" })
  const markDeleted = useAtomSet(deletedIntegrationsAtom)
  const [confirming, setConfirming] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const onDelete = async () => {
    setError(null)
    const result = outcome(await remove({ path: { id: props.integration.id }, reactivityKeys: [keys.integrations] }))
    if (result.ok) {
      markDeleted((deleted) => new Set([...deleted, props.integration.id]))
      navigate("/")
    } else setError(errorText(result.error))
  }
  return (
    <section className="card danger" aria-labelledby="delete-title">
      <h2 id="delete-title">Delete this integration</h2>
      <p>
        Stops its syncs and deletes its credentials, mapping, history and failures. Rows already in your destination
        stay.
      </p>
      {confirming ?
        (
          <div className="confirm" role="group" aria-label="Confirm deletion">
            <p>
              <strong>
                Delete “<Name text={props.integration.label} />”?
              </strong>{" "}
              This cannot be undone.
            </p>
            <button type="button" className="button danger" onClick={onDelete}>
              Yes, delete integration
            </button>
            <button type="button" className="button ghost" onClick={() => setConfirming(false)}>
              Keep it
            </button>
          </div>
        ) :
        (
          <button type="button" className="button danger-outline" onClick={() => setConfirming(true)}>
            Delete integration
          </button>
        )}
      <div aria-live="polite">
        {error === null ? null : (
          <p className="field-error" role="alert">
            {error}
          </p>
        )}
      </div>
    </section>
  )
}

export const ConnectionTab = (props: { integration: IntegrationOverview }) => (
  <div className="stack">
    {props.integration.awaiting_confirmation ?
      (
        // A stranger's integration takes none of the owner's keys before they confirm it: no forms to fill in vain.
        <section className="card" aria-labelledby="awaiting-connection-title">
          <h2 id="awaiting-connection-title" className="h3">Confirm it before connecting</h2>
          <p>{awaitingText}</p>
        </section>
      ) :
      (
        <div className="grid-2">
          <Side integration={props.integration} side="source" />
          <Side integration={props.integration} side="destination" />
        </div>
      )}
    <DeleteIntegration integration={props.integration} />
  </div>
)
