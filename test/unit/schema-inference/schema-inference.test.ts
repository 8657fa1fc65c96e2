/**
 * SchemaInference on its own: the integration lookup, the source's samples,
 * the destination's schema, the matcher and the saved mapping are test layers,
 * so the rules of infer, preview and saving a mapping are checked without a server.
 */
import { describe, expect, test } from "bun:test"
import { Effect, Either, Layer } from "effect"
import type { Principal } from "../../../src/accounts/principal.js"
import type { JsonRecord } from "../../../src/connectors/contract.js"
import { InvalidMapping, notFound } from "../../../src/domain/errors.js"
import type { IntegrationRow } from "../../../src/integrations/integration-repository.js"
import { IntegrationService } from "../../../src/integrations/integration-service.js"
import { MappingInference } from "../../../src/mapping/inference.js"
import { MappingRepository } from "../../../src/mapping/mapping-repository.js"
import { MappingService } from "../../../src/mapping/mapping-service.js"
import type { MappingEntryInput } from "../../../src/mapping/mapping-validation.js"
import { defaultSchemaFor } from "../../../src/schema-inference/default-schemas.js"
import { INFER_SAMPLE_COUNT, PREVIEW_RECORD_COUNT } from "../../../src/schema-inference/samples.js"
import { NO_SAVED_MAPPING, SchemaInference } from "../../../src/schema-inference/schema-inference-service.js"
import { type DestinationRead, SchemaSources } from "../../../src/schema-inference/schema-sources.js"
import { makeTestLayer } from "../support/test-layer.js"

const principal: Principal = {
  accountId: "acct_unit",
  email: "unit@example.com",
  plan: "pro",
  status: "active",
  via: "session",
  credentialId: "sess_unit"
}

const row: IntegrationRow = {
  id: "int_unit",
  account_id: principal.accountId,
  source: "stripe",
  destination: "airtable",
  source_kind: "payments",
  destination_kind: "tables",
  status: "active",
  suspended_status: null,
  source_credentials: null,
  destination_credentials: null,
  sync_cursor: null,
  created_at: "2027-01-01T00:00:00.000Z",
  updated_at: "2027-01-01T00:00:00.000Z"
}

const tableRead: DestinationRead = {
  status: "read",
  target: "Sales",
  fields: [{ name: "Amount", type: "number" }, { name: "Email" }],
  hasKeyField: true
}
const unreadable: DestinationRead = { status: "unreadable", reason: "HTTP 401 from the table database" }

const sourceRecords: ReadonlyArray<JsonRecord> = Array.from(
  { length: 30 },
  (_, i) => ({ id: `ch_${i}`, amount: i, email: "A@B.CO" })
)

interface Scenario {
  readonly destination?: DestinationRead
  readonly saved?: ReadonlyArray<MappingEntryInput>
  /** The source's samples; absent: reading them is not allowed in this test. */
  readonly sourceSamples?: ReadonlyArray<JsonRecord>
}

const world = (scenario: Scenario) => {
  const calls: Array<string> = []
  const proposedWith: Array<{ samples: number; fields: ReadonlyArray<string> }> = []
  const layer = SchemaInference.DefaultWithoutDependencies.pipe(
    Layer.provide(
      Layer.mergeAll(
        makeTestLayer(IntegrationService)({
          getOwned: (_principal, id) => (id === row.id ? Effect.succeed(row) : Effect.fail(notFound("Integration")))
        }),
        makeTestLayer(SchemaSources)({
          destination: () => Effect.sync(() => (calls.push("describe destination"), scenario.destination ?? tableRead)),
          ...(scenario.sourceSamples === undefined
            ? {}
            : {
              samples: (_integration: IntegrationRow, count: number) =>
                Effect.sync(() => (calls.push(`read ${count} samples`), (scenario.sourceSamples ?? []).slice(0, count)))
            })
        }),
        makeTestLayer(MappingInference)({
          propose: (samples, fields) =>
            Effect.sync(() => {
              proposedWith.push({ samples: samples.length, fields: fields.map((field) => field.name) })
              return {
                proposal: {
                  mappings: [{ source_field: "amount", destination_field: "Amount", transform: null, confidence: 0.9 }],
                  unmapped_destination_fields: [],
                  unmapped_source_fields: ["id"]
                },
                engine: "offline"
              }
            })
        }),
        makeTestLayer(MappingRepository)({ get: () => Effect.succeed(scenario.saved ?? []) }),
        makeTestLayer(MappingService)({
          save: (_principal, integrationId, entries) =>
            Effect.sync(() => {
              calls.push(`save ${entries.length}`)
              return { ok: true as const, integration_id: integrationId, mappings_saved: entries.length }
            })
        })
      )
    )
  )
  const run = <A, E>(use: (service: SchemaInference) => Effect.Effect<A, E>) =>
    Effect.flatMap(SchemaInference, use).pipe(Effect.either, Effect.provide(layer), Effect.runPromise)
  return { run, calls, proposedWith }
}

const entry = (
  source_field: string,
  destination_field: string,
  transform: string | null = null
): MappingEntryInput => ({
  source_field,
  destination_field,
  transform
})

describe("SchemaInference.infer with test layers", () => {
  test("given samples are used as they are (the source is not read) against the destination's own fields", async () => {
    const w = world({})
    const result = await w.run((s) =>
      s.infer(principal, { integration_id: row.id, sample_records: sourceRecords.slice(0, 3) })
    )
    expect(Either.isRight(result)).toBe(true)
    expect(w.proposedWith).toEqual([{ samples: 3, fields: ["Amount", "Email"] }])
    expect(w.calls).toEqual(["describe destination"])
    const answer = Either.getOrThrow(result)
    expect(answer.destination_schema).toBe("destination")
    expect(answer.engine).toBe("offline")
    expect(answer.message).toBeUndefined()
  })

  test("no samples given: up to the infer count is read from the source; an unreadable destination falls back to the default schema, saying why", async () => {
    const w = world({ destination: unreadable, sourceSamples: sourceRecords })
    const answer = Either.getOrThrow(await w.run((s) => s.infer(principal, { integration_id: row.id })))
    expect(w.calls).toContain(`read ${INFER_SAMPLE_COUNT} samples`)
    expect(w.proposedWith).toEqual([{
      samples: INFER_SAMPLE_COUNT,
      fields: defaultSchemaFor("tables").map((f) => f.name)
    }])
    expect(answer.destination_schema).toBe("default")
    expect(answer.message).toContain("could not be read (HTTP 401 from the table database)")
  })

  test("another account's (or an unknown) integration is not_found and nothing else is asked", async () => {
    const w = world({})
    const result = await w.run((s) =>
      s.infer(principal, { integration_id: "int_foreign", sample_records: sourceRecords })
    )
    expect(Either.isLeft(result) && result.left._tag).toBe("NotFound")
    expect(w.calls).toEqual([])
    expect(w.proposedWith).toEqual([])
  })
})

/** MappingService.save, which checks apply's and PATCH's rules against the destination's own fields. */
const saving = (destination: DestinationRead) => {
  const calls: Array<string> = []
  const layer = MappingService.DefaultWithoutDependencies.pipe(
    Layer.provide(
      Layer.mergeAll(
        makeTestLayer(IntegrationService)({
          getOwned: (_principal, id) => (id === row.id ? Effect.succeed(row) : Effect.fail(notFound("Integration")))
        }),
        makeTestLayer(SchemaSources)({
          destination: () => Effect.sync(() => (calls.push("describe destination"), destination))
        }),
        makeTestLayer(MappingRepository)({
          replace: (_id, entries) => Effect.sync(() => void calls.push(`save ${entries.length}`))
        })
      )
    )
  )
  const save = (entries: ReadonlyArray<MappingEntryInput>) =>
    Effect.flatMap(MappingService, (service) => service.save(principal, row.id, entries)).pipe(
      Effect.either,
      Effect.provide(layer),
      Effect.runPromise
    )
  return { save, calls }
}

describe("MappingService.save with test layers", () => {
  test("a field the destination lacks: invalid_mapping naming it and the destination's fields; nothing saved", async () => {
    const w = saving(tableRead)
    const result = await w.save([entry("amount", "Amount"), entry("x", "Amont")])
    if (Either.isRight(result)) throw new Error("expected a refusal")
    expect(result.left).toBeInstanceOf(InvalidMapping)
    expect(result.left.message).toContain("Fields of \"Sales\": \"Amount\", \"Email\"")
    expect(w.calls).toEqual(["describe destination"])
  })

  test("the key field as a destination gets its own problem, not a second one", async () => {
    const w = saving(tableRead)
    const result = await w.save([entry("id", "Sync ID")])
    if (Either.isRight(result) || !(result.left instanceof InvalidMapping)) throw new Error("expected invalid_mapping")
    expect(result.left.message).toContain("The mapping has 1 problem")
    expect(result.left.message).toContain("Sync ID")
  })

  test("an unreadable destination: saved unchecked, with a warning saying so", async () => {
    const w = saving(unreadable)
    const answer = Either.getOrThrow(await w.save([entry("x", "Anything")]))
    expect(w.calls).toEqual(["describe destination", "save 1"])
    expect("warnings" in answer ? answer.warnings[0] : undefined).toContain("Destination fields were not checked")
  })
})

describe("SchemaInference.preview with test layers", () => {
  test("no mapping given and none saved: invalid_mapping saying how to make one", async () => {
    const w = world({})
    const result = await w.run((s) => s.preview(principal, { integration_id: row.id, sample_records: sourceRecords }))
    expect(Either.isLeft(result) && result.left.message).toBe(NO_SAVED_MAPPING)
  })

  test("the saved mapping through the sync's transforms, at most the preview count of records", async () => {
    const w = world({
      saved: [entry("email", "Email", "lowercase"), entry("amount", "Amount", "to_string")],
      sourceSamples: sourceRecords
    })
    const answer = Either.getOrThrow(await w.run((s) => s.preview(principal, { integration_id: row.id })))
    expect(answer.records.length).toBe(PREVIEW_RECORD_COUNT)
    expect(answer.records[2]).toEqual({ fields: { Email: "a@b.co", Amount: "2" }, errors: {} })
  })
})
