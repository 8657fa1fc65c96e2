/** Adding another integration while signed in: pick both sides, then connect them on its page. */
import { Result, useAtomSet, useAtomValue } from "@effect-atom/atom-react"
import { type FormEvent, useState } from "react"
import { accountAtom, keys, mutations, outcome } from "../atoms.js"
import { errorText } from "../format.js"
import { defaultDestination, defaultSource } from "../providers.js"
import { navigate } from "../router.js"
import { PageTitle } from "../ui.js"
import { ProviderPicker } from "./provider-picker.js"

export const NewIntegration = () => {
  const account = useAtomValue(accountAtom)
  const onboard = useAtomSet(mutations.onboard, { mode: "promiseExit" })
  const [source, setSource] = useState(defaultSource)
  const [destination, setDestination] = useState(defaultDestination)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!Result.isSuccess(account)) return
    setBusy(true)
    setError(null)
    const result = outcome(
      await onboard({
        payload: { email: account.value.email, source, destination },
        reactivityKeys: [keys.integrations]
      })
    )
    setBusy(false)
    if (result.ok) navigate(`/integrations/${encodeURIComponent(result.value.integration_id)}?tab=connection`)
    else setError(errorText(result.error))
  }
  return (
    <>
      <PageTitle title="Add integration" />
      <form className="card narrow" onSubmit={submit}>
        <ProviderPicker
          idPrefix="new"
          source={source}
          destination={destination}
          onSource={setSource}
          onDestination={setDestination}
        />
        <div className="actions">
          <button type="submit" className="button primary" disabled={busy}>
            {busy ? "Creating…" : "Create and connect"}
          </button>
        </div>
        <div aria-live="polite">
          {error === null ? null : (
            <p className="field-error" role="alert">
              {error}
            </p>
          )}
        </div>
      </form>
    </>
  )
}
