/**
 * The checks of an OAuth start that need no I/O: which side, whether the
 * provider plays that side on this integration, which shop.
 */
import { Effect, Schema } from "effect"
import { InvalidInput } from "../domain/errors.js"
import { readAs } from "../domain/json-fields.js"
import type { ProviderInfo, ProviderRole } from "../domain/providers.js"
import { myshopifyHost } from "../domain/shop.js"
import type { IntegrationRow } from "../integrations/integration-repository.js"

export const parseSide = (side: string | undefined): Effect.Effect<ProviderRole, InvalidInput> => {
  const value = side?.trim().toLowerCase()
  return value === "source" || value === "destination"
    ? Effect.succeed(value)
    : Effect.fail(
      new InvalidInput({
        message: side === undefined || side.trim() === ""
          ? "side is required: source or destination."
          : `side must be source or destination, not "${side}".`
      })
    )
}

export const requireIntegrationId = (id: string | undefined): Effect.Effect<string, InvalidInput> =>
  id === undefined || id.trim() === ""
    ? Effect.fail(new InvalidInput({ message: "integration_id is required: the integration whose side to connect." }))
    : Effect.succeed(id.trim())

/** The provider must play `side` in general and be the provider on that side of this integration. */
export const checkRole = (
  provider: ProviderInfo,
  sent: string,
  integration: IntegrationRow,
  side: ProviderRole
): Effect.Effect<void, InvalidInput> => {
  if (provider.role !== side) {
    return Effect.fail(
      new InvalidInput({
        message:
          `${sent} is a ${provider.role} and can only connect the ${provider.role} side of an integration, not the ${side}.`
      })
    )
  }
  const onSide = side === "source" ? integration.source_kind : integration.destination_kind
  const named = side === "source" ? integration.source : integration.destination
  return onSide === provider.kind
    ? Effect.void
    : Effect.fail(
      new InvalidInput({
        message: `The ${side} of this integration is ${named}, not ${sent}: connect ${named} instead.`
      })
    )
}

/** The shop to connect: the one asked for, else the one already on the integration. */
export const pickShop = (asked: string | undefined, existing: unknown): Effect.Effect<string, InvalidInput> => {
  if (asked !== undefined && asked.trim() !== "") {
    const host = myshopifyHost(asked)
    return host === null
      ? Effect.fail(
        new InvalidInput({
          message: `shop must be the shop's .myshopify.com domain (e.g. my-store.myshopify.com), not "${asked}".`
        })
      )
      : Effect.succeed(host)
  }
  const known = myshopifyHost(readAs(Schema.String)(existing))
  return known === null
    ? Effect.fail(
      new InvalidInput({
        message: "shop is required for the storefront: the shop's .myshopify.com domain (e.g. my-store.myshopify.com)."
      })
    )
    : Effect.succeed(known)
}
