/** A tiny client-side router over the History API: the server serves the same shell on every app path. */
import { type MouseEvent, type ReactNode, useSyncExternalStore } from "react"

const listeners = new Set<() => void>()
const subscribe = (listener: () => void) => {
  listeners.add(listener)
  window.addEventListener("popstate", listener)
  return () => {
    listeners.delete(listener)
    window.removeEventListener("popstate", listener)
  }
}
const snapshot = () => window.location.pathname + window.location.search

export const useLocation = () => {
  const href = useSyncExternalStore(subscribe, snapshot)
  return new URL(href, window.location.origin)
}

export const navigate = (to: string, options: { replace?: boolean } = {}) => {
  if (options.replace === true) window.history.replaceState(null, "", to)
  else window.history.pushState(null, "", to)
  window.scrollTo(0, 0)
  for (const listener of listeners) listener()
}

export const Link = (props: { to: string; className?: string; children: ReactNode; "aria-current"?: "page" }) => {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
    event.preventDefault()
    navigate(props.to)
  }
  return (
    <a href={props.to} className={props.className} onClick={onClick} aria-current={props["aria-current"]}>
      {props.children}
    </a>
  )
}
