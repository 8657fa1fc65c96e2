/**
 * Integrations someone created with an existing account's e-mail, without its session, wait for the owner's
 * e-mailed confirmation: they run nothing and use none of the plan until then, and only a few may wait at once.
 */
import { Effect } from "effect"
import { AwaitingConfirmation } from "../domain/errors.js"
import type { IntegrationRow } from "./integration-repository.js"

/** Strangers' integrations that may wait for an owner's confirmation at once; later requests are dropped. */
export const MAX_AWAITING = 3

export const isAwaitingConfirmation = (integration: IntegrationRow): boolean => integration.awaiting_confirmation === 1

/** Fails with 409 for a stranger's integration the owner has not confirmed. */
export const requireConfirmed = (integration: IntegrationRow): Effect.Effect<void, AwaitingConfirmation> =>
  isAwaitingConfirmation(integration)
    ? Effect.fail(
      new AwaitingConfirmation({
        message: "Someone created this integration with your e-mail address. It runs once you confirm it with the " +
          "link we e-mailed you (valid 15 minutes); if it was not you, delete it."
      })
    )
    : Effect.void
