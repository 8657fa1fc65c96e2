/** Small building blocks every view shares: loading, error and empty states, times, status badges. */
import { type Atom, Result, useAtomRefresh } from "@effect-atom/atom-react"
import { Cause, Option } from "effect"
import { Fragment, type ReactNode, useEffect, useRef, useState } from "react"
import {
  addressPieces,
  errorText,
  formatDate,
  formatDateTime,
  formatRelative,
  isUnauthorized,
  messagePieces,
  nameParts,
  shortId,
  shownAsWritten
} from "./format.js"
import { forgetSignIn } from "./session.js"

export function failureOf<E>(cause: Cause.Cause<E>): unknown {
  return Option.getOrElse(Cause.failureOption(cause), () => Cause.squash(cause))
}

/** A session revoked elsewhere (sign-out on another device, account deleted): say so and offer to sign in again. */
const SessionEnded = () => (
  <div className="state state-error" role="alert">
    <p>
      <strong>Your session has ended.</strong> Sign in again to continue.
    </p>
    <a
      className="button secondary"
      href="/"
      onClick={() => {
        forgetSignIn()
      }}
    >
      Sign in again
    </a>
  </div>
)

export const Loading = (props: { what: string }) => (
  <div className="state state-loading" role="status" aria-live="polite">
    <span className="spinner" aria-hidden="true" />
    Loading {props.what}…
  </div>
)

export const ErrorBox = (props: { error: unknown; onRetry?: () => void; title?: string }) => (
  <div className="state state-error" role="alert">
    <p>
      <strong>{props.title ?? "This could not be loaded."}</strong> {errorText(props.error)}
    </p>
    {props.onRetry === undefined ? null : (
      <button type="button" className="button secondary" onClick={props.onRetry}>
        Try again
      </button>
    )}
  </div>
)

export const Empty = (props: { children: ReactNode }) => <div className="state state-empty">{props.children}</div>

/** Renders a query's result: loading, its error with a retry, or the value (the last value while re-reading). */
export const Query = <A, E>(props: {
  atom: Atom.Atom<Result.Result<A, E>>
  result: Result.Result<A, E>
  what: string
  children: (value: A) => ReactNode
}) => {
  const refresh = useAtomRefresh(props.atom)
  const result = props.result
  if (Result.isSuccess(result)) return <>{props.children(result.value)}</>
  if (Result.isFailure(result)) {
    if (isUnauthorized(failureOf(result.cause))) return <SessionEnded />
    const previous = result.previousSuccess
    return (
      <>
        <ErrorBox error={failureOf(result.cause)} onRetry={refresh} title={`Could not load ${props.what}.`} />
        {Option.isSome(previous) ? props.children(previous.value.value) : null}
      </>
    )
  }
  return <Loading what={props.what} />
}

/** A time in the browser's locale (relative when asked), with the exact ISO time on hover. */
export const Time = (props: { iso: string; relative?: boolean; dateOnly?: boolean }) => {
  const [, tick] = useState(0)
  useEffect(() => {
    if (props.relative !== true) return
    const timer = window.setInterval(() => tick((n) => n + 1), 30_000)
    return () => window.clearInterval(timer)
  }, [props.relative])
  return (
    <time dateTime={props.iso} title={props.iso}>
      {props.relative === true
        ? formatRelative(props.iso)
        : props.dateOnly === true
        ? formatDate(props.iso)
        : formatDateTime(props.iso)}
    </time>
  )
}

const STATUS_TEXT: Record<string, string> = {
  active: "Active",
  paused: "Paused",
  error: "Failing",
  success: "Success",
  partial: "Partly synced",
  queued: "Queued",
  running: "Running",
  trialing: "Trial",
  past_due: "Payment due",
  canceled: "Canceled"
}

/** A run's outcome (an integration that is failing says "Failing"; a run that failed says "Failed"). */
export const RunBadge = (props: { status: "success" | "partial" | "error" }) => (
  <StatusBadge status={props.status} label={props.status === "error" ? "Failed" : undefined} />
)

export const StatusBadge = (props: { status: string; label?: string }) => (
  <span className={`badge badge-${props.status}`}>
    <span className="dot" aria-hidden="true" />
    {props.label ?? STATUS_TEXT[props.status] ?? props.status}
  </span>
)

/** Re-reads an atom every `ms` while mounted (live status without a reload). */
export const useRefreshEvery = (atom: Atom.Atom<unknown>, ms: number) => {
  const refresh = useAtomRefresh(atom)
  useEffect(() => {
    const timer = window.setInterval(refresh, ms)
    return () => window.clearInterval(timer)
  }, [refresh, ms])
}

/** Re-reads an atom when `value` changes after the first render (e.g. a run finished: its history is new). */
export const useRefreshOnChange = (atom: Atom.Atom<unknown>, value: unknown) => {
  const refresh = useAtomRefresh(atom)
  const seen = useRef(value)
  useEffect(() => {
    if (seen.current === value) return
    seen.current = value
    refresh()
  }, [refresh, value])
}

/**
 * The page's heading (`heading` where it shows more than its words, as a Name does) and the tab's title; `name` where
 * the heading is an integration's name (smaller on a phone, so that a line holds each id in it whole).
 */
export const PageTitle = (props: { title: string; heading?: ReactNode; name?: boolean; children?: ReactNode }) => {
  useEffect(() => {
    document.title = `${props.title} · salesync`
  }, [props.title])
  return (
    <div className={props.name === true ? "page-title name-title" : "page-title"}>
      <h1>{props.heading ?? props.title}</h1>
      {props.children}
    </div>
  )
}

/**
 * A name that holds ids and addresses (an integration's), wrapping cleanly on a phone: a long id is shown shortened,
 * whole on hover and to a screen reader; a long address breaks only after its dots and slashes; a masked key not at all.
 * A separator ("base app… · table Sales") stays on the line of the word before it, so no line starts with it.
 */
export const Name = (props: { text: string }) => (
  <>
    {nameParts(props.text).map((part, index, parts) =>
      part.kind === "id" ?
        (
          <span key={index} className="long-id" title={part.text}>
            <span aria-hidden="true">{shortId(part.text)}</span>
            <span className="sr-only">{part.text}</span>
          </span>
        ) :
        part.kind === "masked" ?
        (
          <span key={index} className="no-break">
            {part.text}
          </span>
        ) :
        part.kind === "address" ?
        (
          <span key={index}>
            <Breakable text={part.text} />
          </span>
        ) :
        /^\s+$/.test(part.text) && parts[index + 1]?.text === "·" ?
        "\u00a0" :
        part.text
    )}
  </>
)

/**
 * The parts of one line said apart by "·" (when, how it went, how many). The line wraps only between parts, and a
 * separator never starts or ends a line: each part after the first stands behind its own separator, and the separator
 * of a part that starts a line lies out of view, clipped with the line's start (.parts in app.css). Screen readers hear
 * the parts without the separators.
 */
export const Parts = (props: { parts: ReadonlyArray<ReactNode> }) => (
  <span className="parts">
    <span className="parts-row">
      {props.parts.map((part, at) => (
        <Fragment key={at}>
          {at === 0 ? null : " "}
          <span className="part">
            {at === 0 ? null : <span className="separator" aria-hidden="true">·{" "}</span>}
            {part}
          </span>
        </Fragment>
      ))}
    </span>
  </span>
)

/** An address or a field's path that breaks, when it must, only after its dots and slashes. */
export const Breakable = (props: { text: string }) => (
  <>
    {addressPieces(props.text).map((piece, at) => (
      <Fragment key={at}>
        {at === 0 ? null : <wbr />}
        {piece}
      </Fragment>
    ))}
  </>
)

/**
 * Text from outside — a provider's message, a problem the server names — as written (shownAsWritten). A long code or
 * address in it stands whole on a line where one holds it, and only where none does breaks after its underscores,
 * dots and slashes (.long-word), never inside a word.
 */
export const Said = (props: { text: string }) => (
  <>
    {shownAsWritten(props.text).split(/(\s+)/).map((word, at) => {
      const pieces = messagePieces(word)
      return pieces.length === 1 ? word : (
        <span key={at} className="long-word">
          {pieces.map((piece, index) => (
            <Fragment key={index}>
              {index === 0 ? null : <wbr />}
              {piece}
            </Fragment>
          ))}
        </span>
      )
    })}
  </>
)

export type Status = { readonly text: string; readonly error: boolean } | null

/** Where a view says how an action went; screen readers hear it (errors at once). */
export const Notice = (props: { status: Status; className?: string }) => (
  <div aria-live="polite" className={props.className ?? "notice-slot"}>
    {props.status === null ?
      null :
      (
        <p className={props.status.error ? "field-error" : "ok"} role={props.status.error ? "alert" : "status"}>
          <Said text={props.status.text} />
        </p>
      )}
  </div>
)

/** The next scheduled run, or why there is none. */
export const NextSync = (props: { at: string | null; status: string }) =>
  props.at === null ? <span className="muted">Not scheduled ({props.status})</span> : <Time iso={props.at} relative />

/** The brand mark with the name. */
export const Brand = (props: { large?: boolean }) => (
  <p className={props.large === true ? "brand brand-large" : "brand"}>
    <img src="/favicon.svg" alt="" width={props.large === true ? 36 : 28} height={props.large === true ? 36 : 28} />
    salesync
  </p>
)
