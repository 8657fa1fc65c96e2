/** A route whose behaviour belongs to an issue not built yet: 501, never a pretend success. */
import { Effect } from "effect"
import { NotImplemented } from "../domain/errors.js"

export const unbuilt = (what: string) => () =>
  Effect.fail(new NotImplemented({ message: `${what} is not built yet.` }))
