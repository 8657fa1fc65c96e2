/** API keys for scripts: create (the secret shown once, with a copy button), list with last use, revoke. */
import { useAtomSet, useAtomValue } from "@effect-atom/atom-react"
import { type FormEvent, useState } from "react"
import { apiKeysAtom, keys, mutations, outcome } from "../atoms.js"
import { errorText } from "../format.js"
import { Empty, Notice, PageTitle, Query, Time } from "../ui.js"

const Secret = (props: { name: string; secret: string; onDone: () => void }) => {
  const [copied, setCopied] = useState<string | null>(null)
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(props.secret)
      setCopied("Copied to the clipboard.")
    } catch {
      setCopied("Your browser blocked copying: select the key and copy it by hand.")
    }
  }
  return (
    <div className="secret card" role="region" aria-label="New API key">
      <p>
        <strong>Your new key “{props.name}”.</strong> Copy it now: it is shown only once.
      </p>
      <label htmlFor="new-key">API key</label>
      <div className="inline">
        <input id="new-key" readOnly value={props.secret} onFocus={(e) => e.target.select()} className="mono" />
        <button type="button" className="button primary" onClick={copy}>
          Copy key
        </button>
      </div>
      <p aria-live="polite" className="ok">
        {copied ?? ""}
      </p>
      <button type="button" className="button ghost" onClick={props.onDone}>
        I have saved it
      </button>
    </div>
  )
}

export const ApiKeysView = () => {
  const result = useAtomValue(apiKeysAtom)
  const create = useAtomSet(mutations.createApiKey, { mode: "promiseExit" })
  const revoke = useAtomSet(mutations.deleteApiKey, { mode: "promiseExit" })
  const [name, setName] = useState("")
  const [created, setCreated] = useState<{ name: string; key: string } | null>(null)
  const [status, setStatus] = useState<{ text: string; error: boolean } | null>(null)
  const [confirming, setConfirming] = useState<string | null>(null)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setStatus(null)
    const result = outcome(
      await create({ payload: { name: name.trim() === "" ? "API key" : name.trim() }, reactivityKeys: [keys.apiKeys] })
    )
    if (result.ok) {
      setCreated({ name: result.value.api_key.name, key: result.value.api_key.key })
      setName("")
    } else setStatus({ text: errorText(result.error), error: true })
  }
  const onRevoke = async (id: string, keyName: string) => {
    setConfirming(null)
    const result = outcome(await revoke({ path: { id }, reactivityKeys: [keys.apiKeys] }))
    setStatus(
      result.ok
        ? { text: `Revoked “${keyName}”: it no longer works.`, error: false }
        : { text: errorText(result.error), error: true }
    )
  }

  return (
    <>
      <PageTitle title="API keys" />
      <p className="muted">
        Keys let your scripts call the salesync API as you (Authorization: Bearer or X-API-Key).{" "}
        <a href="/api/docs">API reference</a>
      </p>
      <form className="card inline-form" onSubmit={submit}>
        <label htmlFor="key-name">Key name</label>
        <div className="inline">
          <input
            id="key-name"
            value={name}
            maxLength={100}
            placeholder="e.g. reporting script"
            onChange={(e) => setName(e.target.value)}
          />
          <button type="submit" className="button primary">
            Create API key
          </button>
        </div>
      </form>
      {created === null ? null : <Secret name={created.name} secret={created.key} onDone={() => setCreated(null)} />}
      <Notice status={status} />
      <Query atom={apiKeysAtom} result={result} what="your API keys">
        {(page) =>
          page.api_keys.length === 0 ?
            (
              <Empty>
                <p>No API keys yet.</p>
              </Empty>
            ) :
            (
              <table className="table keys">
                <caption className="sr-only">Your API keys</caption>
                <thead>
                  <tr>
                    <th scope="col">Name</th>
                    <th scope="col">Key</th>
                    <th scope="col">Created</th>
                    <th scope="col">Last used</th>
                    <th scope="col">
                      <span className="sr-only">Actions</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {page.api_keys.map((key) => (
                    <tr key={key.id}>
                      <td data-label="Name">{key.name}</td>
                      <td data-label="Key" className="mono">
                        {key.prefix}…
                      </td>
                      <td data-label="Created">
                        <Time iso={key.created_at} />
                      </td>
                      <td data-label="Last used">
                        {key.last_used_at === null ?
                          <span className="muted">never</span> :
                          <Time iso={key.last_used_at} relative />}
                      </td>
                      <td data-label="">
                        {confirming === key.id ?
                          (
                            <span className="inline">
                              <button
                                type="button"
                                className="button danger"
                                onClick={() => void onRevoke(key.id, key.name)}
                              >
                                Yes, revoke {key.name}
                              </button>
                              <button type="button" className="button ghost" onClick={() => setConfirming(null)}>
                                Keep
                              </button>
                            </span>
                          ) :
                          (
                            <button
                              type="button"
                              className="button danger-outline"
                              onClick={() => setConfirming(key.id)}
                              aria-label={`Revoke ${key.name}`}
                            >
                              Revoke
                            </button>
                          )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
      </Query>
    </>
  )
}
