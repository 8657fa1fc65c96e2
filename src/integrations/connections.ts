/**
 * The Connection of one side of an integration: its credentials decrypted,
 * and a way for a connector to store rotated tokens encrypted again.
 */
import { Effect } from "effect"
import type { Connection } from "../connectors/contract.js"
import { isJsonObject } from "../domain/json-fields.js"
import { nowIso } from "../domain/time.js"
import { Encryption } from "../storage/encryption.js"
import { IntegrationRepository, type IntegrationRow } from "./integration-repository.js"

export class Connections extends Effect.Service<Connections>()("Connections", {
  effect: Effect.gen(function*() {
    const encryption = yield* Encryption
    const integrations = yield* IntegrationRepository
    return {
      of: (integration: IntegrationRow, side: "source" | "destination") =>
        Effect.gen(function*() {
          const sealed = side === "source" ? integration.source_credentials : integration.destination_credentials
          const opened = sealed === null ? {} : yield* encryption.decryptJson(sealed)
          const connection: Connection = {
            credentials: isJsonObject(opened) ? opened : {},
            saveCredentials: (next) =>
              Effect.flatMap(nowIso, (now) =>
                integrations.setCredentials(integration.id, side, encryption.encryptJson(next), now))
          }
          return connection
        })
    }
  }),
  dependencies: [Encryption.Default, IntegrationRepository.Default]
}) {}
