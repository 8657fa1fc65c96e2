/** The account: export everything as a file, delete with a typed confirmation (30 days to restore). */
import { Result, useAtomSet, useAtomValue } from "@effect-atom/atom-react"
import { type FormEvent, useState } from "react"
import { accountAtom, mutations, outcome } from "../atoms.js"
import { errorText } from "../format.js"
import { forgetSignIn } from "../session.js"
import { Notice, PageTitle, Time } from "../ui.js"

const CONFIRM_WORD = "DELETE"

export const AccountView = () => {
  const account = useAtomValue(accountAtom)
  const exportAccount = useAtomSet(mutations.exportAccount, { mode: "promiseExit" })
  const remove = useAtomSet(mutations.deleteAccount, { mode: "promiseExit" })
  const [typed, setTyped] = useState("")
  const [status, setStatus] = useState<{ text: string; error: boolean } | null>(null)

  const download = async () => {
    setStatus(null)
    const result = outcome(await exportAccount({}))
    if (!result.ok) return setStatus({ text: errorText(result.error), error: true })
    const blob = new Blob([JSON.stringify(result.value, null, 2)], { type: "application/json" })
    const url = URL.createObjectURL(blob)
    const link = document.createElement("a")
    link.href = url
    link.download = `salesync-export-${new Date().toISOString().slice(0, 10)}.json`
    document.body.append(link)
    link.click()
    link.remove()
    URL.revokeObjectURL(url)
    setStatus({ text: "Export downloaded.", error: false })
  }

  const onDelete = async (event: FormEvent) => {
    event.preventDefault()
    if (typed !== CONFIRM_WORD) return
    const result = outcome(await remove({}))
    if (result.ok) {
      forgetSignIn()
      window.location.assign("/")
    } else setStatus({ text: errorText(result.error), error: true })
  }

  return (
    <div className="stack">
      <PageTitle title="Account" />
      {Result.isSuccess(account) ?
        (
          <section className="card">
            <dl className="facts">
              <div>
                <dt>E-mail</dt>
                <dd>{account.value.email}</dd>
              </div>
              <div>
                <dt>Member since</dt>
                <dd>
                  <Time iso={account.value.created_at} />
                </dd>
              </div>
            </dl>
          </section>
        ) :
        null}
      <Notice status={status} />
      <section className="card" aria-labelledby="export-title">
        <h2 id="export-title">Your data</h2>
        <p>
          Everything salesync stores about you&nbsp;— account, integrations (without secrets), mappings, history,
          failures&nbsp;— as one JSON file.
        </p>
        <button type="button" className="button secondary" onClick={download}>
          Download my data
        </button>
      </section>
      <section className="card danger" aria-labelledby="delete-account-title">
        <h2 id="delete-account-title">Delete account</h2>
        <p>
          Syncing stops at once and you are signed out everywhere. We keep the account for 30 days&nbsp;— the e-mail we
          send has a link to restore it&nbsp;— then delete everything for good.
        </p>
        <form onSubmit={onDelete}>
          <label htmlFor="confirm-delete">Type {CONFIRM_WORD} to confirm</label>
          <div className="inline">
            <input id="confirm-delete" value={typed} autoComplete="off" onChange={(e) => setTyped(e.target.value)} />
            <button type="submit" className="button danger" disabled={typed !== CONFIRM_WORD}>
              Delete my account
            </button>
          </div>
        </form>
      </section>
    </div>
  )
}
