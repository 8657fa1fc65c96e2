/**
 * What inference and preview read from an integration's providers: sample
 * records from its source and the field list of its destination. Every read
 * is bounded in time so a request never hangs on a provider. A source that
 * cannot be read is the user's to fix (400 saying how); a destination that
 * cannot be read is reported as such, and callers fall back or skip checks.
 */
import { Duration, Effect } from "effect"
import { ConnectorError, type DestinationField, type JsonRecord } from "../connectors/contract.js"
import { ConnectorRegistry } from "../connectors/registry.js"
import { InvalidInput } from "../domain/errors.js"
import { providerInfo, type ProviderKind } from "../domain/providers.js"
import { Connections } from "../integrations/connections.js"
import type { IntegrationRow } from "../integrations/integration-repository.js"
import { isKeyField, withoutKeyField } from "../mapping/key-field.js"

const SOURCE_TIMEOUT_MS = 15_000
const DESTINATION_TIMEOUT_MS = 10_000

export const labelOf = (kind: ProviderKind): string => providerInfo(kind).category

/** A provider's message without its closing period, to quote inside our own sentence. */
const clause = (message: string): string => message.trim().replace(/\.+$/, "")

export type DestinationRead =
  /** The destination's own fields, the key field left out. */
  | {
    readonly status: "read"
    readonly target: string
    readonly fields: ReadonlyArray<DestinationField>
    readonly hasKeyField: boolean
  }
  /** A sheet without a header row: the first sync writes one from the mapping. */
  | { readonly status: "empty_sheet"; readonly target: string }
  | { readonly status: "unreadable"; readonly reason: string }

const timeout = (provider: ProviderKind, ms: number) =>
  Effect.timeoutFail({
    duration: Duration.millis(ms),
    onTimeout: () => new ConnectorError({ provider, retryable: true, message: `no answer within ${ms / 1000} s` })
  })

export class SchemaSources extends Effect.Service<SchemaSources>()("SchemaSources", {
  effect: Effect.gen(function*() {
    const registry = yield* ConnectorRegistry
    const connections = yield* Connections

    /** Up to `count` recent records of the integration's source. */
    const samples = (
      integration: IntegrationRow,
      count: number
    ): Effect.Effect<ReadonlyArray<JsonRecord>, InvalidInput> =>
      Effect.gen(function*() {
        const kind = integration.source_kind
        const source = registry.source(kind)
        if (source === undefined) {
          return yield* new InvalidInput({
            message: `${providerInfo(kind).speaks} cannot be read as a source. Send sample_records with the request.`
          })
        }
        const connection = yield* connections.of(integration, "source")
        const records = yield* source.sample(connection, count).pipe(
          timeout(kind, SOURCE_TIMEOUT_MS),
          Effect.mapError(
            (error) =>
              new InvalidInput({
                message: `Could not read sample records from the ${labelOf(kind)}: ${
                  clause(error.message)
                }. Send sample_records with the request, or fix the source connection (credentials) and try again.`,
                details: { source: integration.source, reason: error.message }
              })
          )
        )
        return records.slice(0, count)
      })

    const destination = (integration: IntegrationRow): Effect.Effect<DestinationRead> =>
      Effect.gen(function*() {
        const kind = integration.destination_kind
        const connector = registry.destination(kind)
        if (connector === undefined) {
          return {
            status: "unreadable",
            reason: `${providerInfo(kind).speaks} is not a destination`
          } satisfies DestinationRead
        }
        const connection = yield* connections.of(integration, "destination")
        return yield* connector.describe(connection).pipe(
          timeout(kind, DESTINATION_TIMEOUT_MS),
          Effect.map((schema): DestinationRead => {
            const fields = withoutKeyField(schema.fields)
            if (kind === "office" && fields.length === 0) return { status: "empty_sheet", target: schema.target }
            return {
              status: "read",
              target: schema.target,
              fields,
              hasKeyField: schema.fields.some((field) => isKeyField(field.name))
            }
          }),
          Effect.catchAll((error) =>
            Effect.as(
              Effect.logInfo("destination schema unreadable").pipe(
                Effect.annotateLogs({ integration: integration.id, reason: error.message })
              ),
              { status: "unreadable", reason: clause(error.message) } satisfies DestinationRead
            )
          )
        )
      })

    return { samples, destination } as const
  }),
  dependencies: [ConnectorRegistry.Default, Connections.Default]
}) {}
