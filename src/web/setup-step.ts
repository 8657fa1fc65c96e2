/**
 * What an integration still needs before the schedule runs it, in the order the merchant does it: a stranger's
 * one waits for its owner's confirmation, then both sides are connected, then a mapping is saved.
 */
import type { IntegrationOverview } from "../domain/models.js"

export type SetupStep = "confirm" | "connect" | "map" | "ready"

export const setupStep = (integration: IntegrationOverview): SetupStep =>
  integration.awaiting_confirmation
    ? "confirm"
    : !integration.source_connected || !integration.destination_connected
    ? "connect"
    : !integration.mapped
    ? "map"
    : "ready"
