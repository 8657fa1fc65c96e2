/** The newest run's reason, said once on a page: where the verdict states it, what repeats it points there. */
import type { IntegrationOverview } from "../../domain/models.js"
import { Said } from "../ui.js"

/**
 * The reason the verdict gives for the newest run, when it gives one (the branches of Verdict that state it): the
 * page says it there, and the failure and the run it belongs to point there instead of repeating it.
 */
export const verdictReason = (i: IntegrationOverview): string | null => {
  if (i.awaiting_confirmation || !i.source_connected || !i.destination_connected) return null
  const last = i.last_sync
  return last === null || last.status === "success" ? null : last.error_message
}

/** A message in a list below the verdict: itself, or a pointer to the verdict when it is the same text. */
export const MessageOrAbove = (props: { message: string; shownAbove: string | null }) =>
  props.message === props.shownAbove ?
    <span className="muted">Same as the reason above</span> :
    <Said text={props.message} />
