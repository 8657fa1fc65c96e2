/**
 * A box that scrolls sideways inside the page (a wide table on a phone), and says so while it does: a scrollbar
 * that only shows on touch is no sign at all, so a line of text and a shade at the edges tell a person there is more.
 */
import { type ReactNode, useEffect, useId, useState } from "react"

/** Whether the element's content is wider than the element, kept current as either changes size. */
const useOverflowsX = (element: HTMLElement | null): boolean => {
  const [overflows, setOverflows] = useState(false)
  useEffect(() => {
    if (element === null) return
    // A pixel of rounding is not something to scroll for.
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth + 1)
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    for (const child of element.children) observer.observe(child)
    measure()
    return () => observer.disconnect()
  }, [element])
  return overflows
}

/** Whether the element is scrolled to its right end (a pixel of rounding counts as there). */
const isAtEnd = (element: HTMLElement) => element.scrollLeft + element.clientWidth >= element.scrollWidth - 1

export const ScrollRegion = (props: { label: string; children: ReactNode }) => {
  const hintId = useId()
  const [element, setElement] = useState<HTMLDivElement | null>(null)
  const overflows = useOverflowsX(element)
  // At the end there is nothing more that way: the line points back instead.
  const [atEnd, setAtEnd] = useState(false)
  return (
    <>
      {overflows ?
        (
          <p id={hintId} className="scroll-hint">
            {atEnd ?
              (
                <>
                  <span aria-hidden="true">←</span> Scroll back for the first columns
                </>
              ) :
              (
                <>
                  Scroll sideways for more columns <span aria-hidden="true">→</span>
                </>
              )}
          </p>
        ) :
        null}
      <div
        ref={setElement}
        onScroll={(event) => setAtEnd(isAtEnd(event.currentTarget))}
        className={overflows ? "scroll-x overflows" : "scroll-x"}
        // Focusable, so it scrolls from the keyboard with the arrow keys.
        tabIndex={0}
        role="region"
        aria-label={props.label}
        aria-describedby={overflows ? hintId : undefined}
      >
        {props.children}
      </div>
    </>
  )
}
