/**
 * The mapping editor: suggest a mapping, change or remove any row, add rows, preview the first records exactly
 * as the destination will receive them, and save — with each problem shown next to its row.
 */
import { Result, useAtomSet, useAtomValue } from "@effect-atom/atom-react"
import { useEffect, useId, useState } from "react"
import type { PreviewResponse } from "../../api/schema.js"
import type { IntegrationOverview, MappingEntry } from "../../domain/models.js"
import { quotedNames } from "../../domain/quoted-names.js"
import { isTransformName, type TransformName, transformNames } from "../../domain/transforms.js"
import { keys, mappingAtom, mutations, outcome } from "../atoms.js"
import { errorText, problemsByRow } from "../format.js"
import { ScrollRegion } from "../scroll-region.js"
import { Empty, Notice, Query, Said } from "../ui.js"
import { useCut, WholeText } from "../whole-text.js"

/** Proposals under this confidence are flagged for the merchant to check. */
export const CHECK_BELOW = 0.8

// Every transform has its plain name here: the compiler says when a new one lacks it.
const TRANSFORM_LABELS: Record<TransformName, string> = {
  to_string: "as text",
  to_number: "as number",
  to_integer: "as whole number",
  to_boolean: "as yes/no",
  uppercase: "UPPERCASE",
  lowercase: "lowercase",
  trim: "trim spaces",
  cents_to_decimal: "cents → amount",
  percent_to_fraction: "per cent → fraction (20 → 0.2)",
  unix_to_datetime: "Unix time → date and time",
  unix_to_date: "Unix time → date",
  datetime_to_date: "date and time → date",
  json: "as JSON text",
  join: "join list"
}

/** What a row's transform choice shows. */
const shownTransform = (transform: string | null) =>
  transform !== null && isTransformName(transform) ? TRANSFORM_LABELS[transform] : "copy as is"

interface Row {
  readonly key: number
  readonly source_field: string
  readonly destination_field: string
  readonly transform: string | null
  readonly confidence?: number | undefined
}

let nextKey = 1
const toRows = (entries: ReadonlyArray<MappingEntry>): Array<Row> =>
  entries.map((e) => ({
    key: nextKey++,
    source_field: e.source_field,
    destination_field: e.destination_field,
    transform: e.transform,
    confidence: e.confidence
  }))
const toEntries = (rows: ReadonlyArray<Row>) =>
  rows.map((r) => ({
    source_field: r.source_field.trim(),
    destination_field: r.destination_field,
    transform: r.transform
  }))

const unique = (values: ReadonlyArray<string>) => [...new Set(values.filter((v) => v !== ""))]

/**
 * The columns a suggestion left empty, named: an empty column is the matcher's honest "we don't know", and the
 * merchant should know which ones to fill by hand (a name in a language it cannot read looks the same as a column
 * the records hold nothing for).
 */
const namedAtMost = 5
const leftEmpty = (fields: ReadonlyArray<string>, total: number): string => {
  if (fields.length === 0) return ""
  const named = quotedNames(fields, namedAtMost)
  // Most columns empty at once is the sign of a language the matcher does not read, not of columns the records lack.
  const most = fields.length * 2 > total
  return ` Left empty: ${named}. Nothing in the sample records was found for ${fields.length === 1 ? "it" : "them"}` +
    `, or ${
      fields.length === 1 ? "its name" : "their names"
    } could not be read; add a row for any the records do hold.` +
    (most
      ? " When most columns are left empty, their names are likely in a language the suggestions do not read yet " +
        "(the README lists those they do): add their rows by hand."
      : "")
}

const Confidence = (props: { value: number | undefined }) => {
  if (props.value === undefined) return <span className="muted">—</span>
  const percent = `${Math.round(props.value * 100)}%`
  return props.value < CHECK_BELOW ?
    (
      <span className="badge badge-check" title="The matcher is not sure about this row: check it before saving.">
        Check this · {percent}
      </span>
    ) :
    <span className="badge badge-sure">{percent}</span>
}

const MappingRow = (props: {
  row: Row
  index: number
  sources: ReadonlyArray<string>
  destinations: ReadonlyArray<string>
  problems: ReadonlyArray<string> | undefined
  onChange: (row: Row) => void
  onRemove: () => void
}) => {
  const id = useId()
  const { row, index } = props
  const n = index + 1
  const problemId = `${id}-problems`
  const described = props.problems === undefined ? undefined : problemId
  const destinations = unique([...props.destinations, row.destination_field])
  const transformLabel = shownTransform(row.transform)
  // A control too narrow for its text shows it whole under it (a long path, a long column name, a transform on a phone).
  const sourceCut = useCut(row.source_field)
  const destinationCut = useCut(row.destination_field)
  const transformCut = useCut(transformLabel)
  return (
    <li className={props.problems === undefined ? "map-row" : "map-row has-problem"}>
      <div className="cell source">
        <label htmlFor={`${id}-source`}>Source field {n}</label>
        <input
          ref={sourceCut.ref}
          id={`${id}-source`}
          list={`${id}-sources`}
          value={row.source_field}
          // A path longer than its box ("payment_method_details.card.exp_month") shows whole on hover.
          title={row.source_field}
          aria-invalid={props.problems !== undefined}
          aria-describedby={described}
          onChange={(e) => props.onChange({ ...row, source_field: e.target.value, confidence: undefined })}
        />
        <datalist id={`${id}-sources`}>
          {props.sources.map((s) => <option key={s} value={s} />)}
        </datalist>
        <WholeText text={row.source_field} cut={sourceCut.cut} />
      </div>
      <span className="arrow" aria-hidden="true">
        →
      </span>
      <div className="cell destination">
        <label htmlFor={`${id}-destination`}>Destination field {n}</label>
        {destinations.length > 1 || props.destinations.length > 0 ?
          (
            <select
              ref={destinationCut.ref}
              id={`${id}-destination`}
              value={row.destination_field}
              // A column name longer than its box shows whole on hover.
              title={row.destination_field}
              aria-invalid={props.problems !== undefined}
              aria-describedby={described}
              onChange={(e) => props.onChange({ ...row, destination_field: e.target.value, confidence: undefined })}
            >
              {row.destination_field === "" ? <option value="">Choose a field</option> : null}
              {destinations.map((d) => (
                <option key={d} value={d}>
                  {d}
                </option>
              ))}
            </select>
          ) :
          (
            <input
              ref={destinationCut.ref}
              id={`${id}-destination`}
              value={row.destination_field}
              aria-invalid={props.problems !== undefined}
              aria-describedby={described}
              onChange={(e) => props.onChange({ ...row, destination_field: e.target.value, confidence: undefined })}
            />
          )}
        <WholeText text={row.destination_field} cut={destinationCut.cut} />
      </div>
      <div className="cell transform">
        <label htmlFor={`${id}-transform`}>Transform {n}</label>
        <select
          ref={transformCut.ref}
          id={`${id}-transform`}
          value={row.transform ?? ""}
          onChange={(e) => props.onChange({ ...row, transform: e.target.value === "" ? null : e.target.value })}
        >
          <option value="">{shownTransform(null)}</option>
          {transformNames.map((t) => (
            <option key={t} value={t}>
              {TRANSFORM_LABELS[t]}
            </option>
          ))}
        </select>
        <WholeText text={transformLabel} cut={transformCut.cut} />
      </div>
      <div className="cell confidence">
        <span className="cell-label">Confidence</span>
        <Confidence value={row.confidence} />
      </div>
      <button type="button" className="button ghost remove" onClick={props.onRemove} aria-label={`Remove row ${n}`}>
        Remove
      </button>
      {props.problems === undefined ? null : (
        <ul id={problemId} className="row-problems" role="alert">
          {props.problems.map((p) => (
            <li key={p}>
              <Said text={p} />
            </li>
          ))}
        </ul>
      )}
    </li>
  )
}

/**
 * The preview's table scrolls sideways inside its own region (its column names stay whole), which says so while it
 * does; the line that says what it shows stands above that region and names the table, so at 390 px it wraps in view instead of running off with
 * the table's width.
 */
const Preview = (props: { preview: typeof PreviewResponse.Type; fields: ReadonlyArray<string> }) => {
  const captionId = useId()
  const count = props.preview.records.length
  if (count === 0) return <p className="muted">The source has no records to preview yet.</p>
  return (
    <>
      <p id={captionId} className="preview-caption">
        {count === 1
          ? "The first record as the destination will receive it"
          : `The first ${count} records as the destination will receive them`}
      </p>
      <ScrollRegion label="Preview of the first records">
        <table className="table preview" aria-labelledby={captionId}>
          <thead>
            <tr>
              {props.fields.map((f) => (
                <th key={f} scope="col">
                  {f}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {props.preview.records.map((record, index) => (
              <tr key={index}>
                {props.fields.map((f) => {
                  const error = record.errors[f]
                  const value = record.fields[f]
                  return (
                    <td key={f} className={error === undefined ? undefined : "cell-error"}>
                      {error === undefined ?
                        (
                          value === undefined || value === null ?
                            <span className="muted">empty</span> :
                            typeof value === "object" ?
                            (
                              JSON.stringify(value)
                            ) :
                            (
                              String(value)
                            )
                        ) :
                        (
                          `⚠ ${error}`
                        )}
                    </td>
                  )
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </>
  )
}

const Editor = (props: { integration: IntegrationOverview; saved: ReadonlyArray<MappingEntry> }) => {
  const id = props.integration.id
  const [rows, setRows] = useState<Array<Row>>(() => toRows(props.saved))
  const [sources, setSources] = useState<ReadonlyArray<string>>(() => unique(props.saved.map((e) => e.source_field)))
  const [destinations, setDestinations] = useState<ReadonlyArray<string>>([])
  const [busy, setBusy] = useState<"suggest" | "preview" | "save" | null>(null)
  const [status, setStatus] = useState<{ text: string; error: boolean } | null>(null)
  const [problems, setProblems] = useState<ReturnType<typeof problemsByRow> | null>(null)
  const [preview, setPreview] = useState<typeof PreviewResponse.Type | null>(null)
  // The rows a suggestion replaced in the editor, until saved: a suggestion must not silently cost the merchant's work.
  const [replaced, setReplaced] = useState<{ rows: Array<Row>; sources: ReadonlyArray<string> } | null>(null)
  const infer = useAtomSet(mutations.infer, { mode: "promiseExit" })
  const runPreview = useAtomSet(mutations.preview, { mode: "promiseExit" })
  const save = useAtomSet(mutations.saveMapping, { mode: "promiseExit" })

  // The destination's columns no row fills yet: what a suggestion left empty stays in view after a preview or an edit.
  const noRow = destinations.filter((name) => !rows.some((row) => row.destination_field === name))

  const edit = (next: Array<Row>) => {
    setRows(next)
    setPreview(null)
  }

  const suggest = async () => {
    setBusy("suggest")
    setStatus(null)
    setProblems(null)
    const result = outcome(await infer({ payload: { integration_id: id } }))
    setBusy(null)
    if (!result.ok) return setStatus({ text: errorText(result.error), error: true })
    const proposal = result.value
    setReplaced(rows.length === 0 ? null : { rows, sources })
    edit(toRows(proposal.mappings))
    setSources(unique([...proposal.mappings.map((m) => m.source_field), ...(proposal.unmapped_source_fields ?? [])]))
    setDestinations(
      unique([...proposal.mappings.map((m) => m.destination_field), ...(proposal.unmapped_destination_fields ?? [])])
    )
    const unsure = proposal.mappings.filter((m) => (m.confidence ?? 1) < CHECK_BELOW).length
    const empty = proposal.unmapped_destination_fields ?? []
    const total = proposal.mappings.length + empty.length
    setStatus({
      text: `Suggested ${proposal.mappings.length} of ${total} field${total === 1 ? "" : "s"}` +
        (unsure > 0 ? `; ${unsure} marked "Check this".` : ".") + leftEmpty(empty, total) +
        (proposal.message === undefined ? "" : ` ${proposal.message}`) +
        (rows.length === 0 ? "" : ` It replaces the ${rows.length} row${rows.length === 1 ? "" : "s"} you had here; ` +
          "nothing is saved until you press Save mapping."),
      error: false
    })
  }

  const showPreview = async () => {
    setBusy("preview")
    setStatus(null)
    const result = outcome(await runPreview({ payload: { integration_id: id, mappings: toEntries(rows) } }))
    setBusy(null)
    if (result.ok) {
      setPreview(result.value)
      setProblems(null)
      const cellErrors = result.value.records.reduce((n, r) => n + Object.keys(r.errors).length, 0)
      const warnings = result.value.warnings ?? []
      setStatus({
        text: (cellErrors === 0
          ? "Preview ready: every cell converts."
          : `Preview ready: ${cellErrors} cell${cellErrors === 1 ? "" : "s"} cannot convert (marked ⚠).`) +
          warnings.map((warning) => ` ${warning}`).join(""),
        error: cellErrors > 0 || warnings.length > 0
      })
    } else {
      setProblems(problemsByRow(result.error))
      setStatus({ text: "The preview found problems in the mapping (shown next to their rows).", error: true })
    }
  }

  const onSave = async () => {
    setBusy("save")
    setStatus(null)
    const result = outcome(
      await save({
        path: { integration_id: id },
        payload: { integration_id: id, mappings: toEntries(rows) },
        // The list's "Needs a mapping" and next sync change with it.
        reactivityKeys: [keys.mapping(id), keys.integrations]
      })
    )
    setBusy(null)
    if (result.ok) {
      setProblems(null)
      setReplaced(null)
      setStatus({
        text: `Mapping saved: ${result.value.mappings_saved} field${
          result.value.mappings_saved === 1 ? "" : "s"
        }. The next sync uses it.`,
        error: false
      })
    } else {
      const found = problemsByRow(result.error)
      setProblems(found)
      setStatus({
        text: `Not saved: ${found.rows.size > 0 ? "fix the rows marked below." : found.general.join(" ")}`,
        error: true
      })
    }
  }

  return (
    <section className="card mapping" aria-labelledby="mapping-title">
      <div className="section-head">
        <h2 id="mapping-title">Field mapping</h2>
        <button type="button" className="button secondary" onClick={suggest} disabled={busy !== null}>
          {busy === "suggest" ? "Suggesting…" : "Suggest mapping"}
        </button>
      </div>
      <p className="muted">
        Each row copies a source field into a destination column. The Sync ID column is written for you and keeps every
        row unique.
      </p>
      <Notice status={status} />
      {replaced === null ? null : (
        <p>
          <button
            type="button"
            className="button ghost"
            onClick={() => {
              edit(replaced.rows)
              setSources(replaced.sources)
              setReplaced(null)
              setProblems(null)
              setStatus({ text: "Your previous rows are back; nothing was saved.", error: false })
            }}
          >
            Undo suggestion
          </button>
        </p>
      )}
      <div className="notice-slot">
        {problems === null || problems.general.length === 0 ? null : (
          <ul className="row-problems">
            {problems.general.map((p) => (
              <li key={p}>
                <Said text={p} />
              </li>
            ))}
          </ul>
        )}
      </div>
      {rows.length === 0 ?
        (
          <Empty>
            <p>No mapping yet. Press Suggest mapping: salesync reads a few records and proposes one.</p>
          </Empty>
        ) :
        (
          <div className="map-table">
            <div className="map-head" aria-hidden="true">
              <span>Source field</span>
              <span />
              <span>Destination field</span>
              <span>Transform</span>
              <span>Confidence</span>
              <span />
            </div>
            <ol className="map-rows">
              {rows.map((row, index) => (
                <MappingRow
                  key={row.key}
                  row={row}
                  index={index}
                  sources={sources}
                  destinations={destinations}
                  problems={problems?.rows.get(index)}
                  onChange={(next) => edit(rows.map((r) => (r.key === row.key ? next : r)))}
                  onRemove={() => edit(rows.filter((r) => r.key !== row.key))}
                />
              ))}
            </ol>
          </div>
        )}
      {noRow.length === 0 ?
        null :
        (
          <p className="muted">
            No row yet for {quotedNames(noRow, namedAtMost)}:{" "}
            {noRow.length === 1 ? "add one if the records hold it." : "add one for any the records do hold."}
          </p>
        )}
      <div className="actions">
        <button
          type="button"
          className="button ghost"
          onClick={() => edit([...rows, { key: nextKey++, source_field: "", destination_field: "", transform: null }])}
        >
          Add row
        </button>
        <button
          type="button"
          className="button secondary"
          onClick={showPreview}
          disabled={busy !== null || rows.length === 0}
        >
          {busy === "preview" ? "Previewing…" : "Preview"}
        </button>
        <button type="button" className="button primary" onClick={onSave} disabled={busy !== null}>
          {busy === "save" ? "Saving…" : "Save mapping"}
        </button>
      </div>
      {preview === null ? null : <Preview preview={preview} fields={unique(rows.map((r) => r.destination_field))} />}
    </section>
  )
}

export const MappingEditor = (props: { integration: IntegrationOverview }) => {
  const atom = mappingAtom(props.integration.id)
  const result = useAtomValue(atom)
  // The editor starts from the saved mapping once; later re-reads must not throw away edits in progress.
  const [loaded, setLoaded] = useState<ReadonlyArray<MappingEntry> | null>(null)
  useEffect(() => {
    if (loaded === null && Result.isSuccess(result)) setLoaded(result.value.mappings)
  }, [loaded, result])
  if (loaded !== null) return <Editor integration={props.integration} saved={loaded} />
  return (
    <Query atom={atom} result={result} what="the mapping">
      {() => null}
    </Query>
  )
}
