import type { Integration } from "../domain/models.js"
import type { IntegrationRow } from "./integration-repository.js"

/** The API view of an integration: never its credentials or cursor. */
export const toIntegration = (row: IntegrationRow): Integration => ({
  id: row.id,
  source: row.source,
  destination: row.destination,
  status: row.status,
  created_at: row.created_at
})
