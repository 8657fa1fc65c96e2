/**
 * A form control too narrow for its text — a long source path, a long column name, a transform's longer name on a
 * phone — shows the whole text under it: an input scrolls its text out of view and a select cannot wrap, and a cut
 * choice may read as another. Screen readers hear the control's own value whole, so the line under it is hidden from
 * them.
 */
import { useEffect, useState } from "react"
import { Breakable } from "./ui.js"

type Control = HTMLInputElement | HTMLSelectElement

/**
 * Whether the control shows less than its text: an input's text against its box; a select's chosen option against a
 * copy of the select holding only that option, sized to it (the same font, padding and arrow).
 */
const isCut = (control: Control, text: string): boolean => {
  if (control instanceof HTMLInputElement) return control.scrollWidth > control.clientWidth
  const copy = document.createElement("select")
  copy.className = `${control.className} measure`
  copy.tabIndex = -1
  copy.setAttribute("aria-hidden", "true")
  copy.append(new Option(text))
  control.after(copy)
  const needs = copy.getBoundingClientRect().width
  copy.remove()
  return Math.ceil(needs) > Math.floor(control.getBoundingClientRect().width)
}

/** Whether a control (given to `ref`) is too narrow for `text`, kept current as the control changes size. */
export const useCut = (text: string) => {
  const [control, setControl] = useState<Control | null>(null)
  const [cut, setCut] = useState(false)
  useEffect(() => {
    if (control === null) return
    const measure = () => setCut(text !== "" && isCut(control, text))
    const observer = new ResizeObserver(measure)
    observer.observe(control)
    measure()
    return () => observer.disconnect()
  }, [control, text])
  return { ref: setControl, cut }
}

/** The whole text of a control too narrow for it, under the control (breaking after a path's dots where it must). */
export const WholeText = (props: { text: string; cut: boolean }) =>
  props.cut ?
    (
      <span className="whole-text" aria-hidden="true">
        <Breakable text={props.text} />
      </span>
    ) :
    null
