import { afterAll, beforeAll, beforeEach, describe, expect, test } from "bun:test"
import { ConfigProvider, Effect, Fiber, Logger, Option, TestClock, TestContext } from "effect"
import type { DestinationField, JsonRecord } from "../../../src/connectors/contract.js"
import { MappingInference } from "../../../src/mapping/inference.js"
import { type InferredMapping, LlmMatcher } from "../../../src/mapping/llm-matcher.js"
import { type MappingProposal, proposeMapping } from "../../../src/mapping/matcher/propose.js"
import { type FakeOpenAi, startFakeOpenAi } from "../../support/fake-openai.js"

const samples: ReadonlyArray<JsonRecord> = [
  {
    id: "ch_3MmlLrLkdIwHu7ix0snN0B15",
    object: "charge",
    amount: 1099,
    currency: "usd",
    created: 1761903386,
    billing_details: { email: "jenny@example.com", name: "Jenny Rosen" },
    receipt_url: "https://pay.example.com/receipts/1",
    status: "succeeded"
  },
  {
    id: "ch_8Oool8DklZDOCj2ISaJiHkTj",
    object: "charge",
    amount: 500,
    currency: "jpy",
    created: 1761988782,
    billing_details: { email: "amir@example.com", name: "Amir Haddad" },
    receipt_url: "https://pay.example.com/receipts/2",
    status: "failed"
  }
]

const destinationFields: ReadonlyArray<DestinationField> = [
  { name: "Charge ID", type: "singleLineText" },
  { name: "Amount", type: "currency" },
  { name: "Currency", type: "singleLineText" },
  { name: "Customer Email", type: "email" },
  { name: "Cardholder", type: "singleLineText" },
  { name: "Date", type: "dateTime" },
  { name: "Receipt", type: "url" },
  { name: "Notes", type: "multilineText" }
]

const input = { samples, destinationFields }

const answer = (mappings: ReadonlyArray<Record<string, unknown>>): string => JSON.stringify({ mappings })

/** A good answer: it also maps "Cardholder" (the offline matcher cannot), copies cents (to be corrected) and leaves Receipt out. */
const goodAnswer = answer([
  { destination_field: "Charge ID", source_field: "id", transform: null, confidence: 0.95 },
  { destination_field: "Amount", source_field: "amount", transform: null, confidence: 0.9 },
  { destination_field: "Currency", source_field: "currency", transform: "uppercase", confidence: 0.9 },
  { destination_field: "Customer Email", source_field: "billing_details.email", transform: null, confidence: 0.9 },
  { destination_field: "Cardholder", source_field: "billing_details.name", transform: null, confidence: 0.7 },
  { destination_field: "Date", source_field: "created", transform: "unix_to_datetime", confidence: 0.9 }
])

let server: FakeOpenAi
let warnings: Array<string>

beforeAll(() => {
  server = startFakeOpenAi()
})
afterAll(async () => {
  await server.stop()
})
beforeEach(() => {
  warnings = []
})

const capture = Logger.replace(
  Logger.defaultLogger,
  Logger.make(({ logLevel, message }) => {
    if (logLevel._tag === "Warning") warnings.push(Array.isArray(message) ? message.join(" ") : String(message))
  })
)

const configured = (env: Record<string, string>) =>
  ConfigProvider.fromMap(
    new Map(Object.entries({ OPENAI_BASE_URL: server.baseUrl, OPENAI_API_KEY: "test-key", ...env }))
  )

const proposeWith = (env: Record<string, string> = {}): Promise<InferredMapping> =>
  Effect.runPromise(
    Effect.flatMap(LlmMatcher, (llm) => llm.propose(input)).pipe(
      Effect.provide(LlmMatcher.Default),
      Effect.provide(capture),
      Effect.withConfigProvider(configured(env))
    )
  )

const pairsOf = (result: InferredMapping) =>
  Object.fromEntries(
    result.proposal.mappings.map((entry) => [entry.destination_field, [entry.source_field, entry.transform]])
  )

const lastRequest = (): {
  model: string
  response_format: { type: string; json_schema: { strict: boolean } }
  messages: Array<{ content: string }>
} => {
  const body = server.requests[server.requests.length - 1]
  if (typeof body !== "object" || body === null) throw new Error("no request received")
  return JSON.parse(JSON.stringify(body))
}

const offline = proposeMapping(input)

describe("LlmMatcher with a good answer", () => {
  test("uses the LLM's pairs, corrected by the values and completed by confident offline pairs", async () => {
    server.behave({ kind: "answer", content: goodAnswer })
    const result = await proposeWith({ OPENAI_MODEL: "test-model" })
    expect(result.engine).toBe("llm")
    expect(pairsOf(result)).toEqual({
      "Charge ID": ["id", null],
      // The LLM said copy; the values are cents, so the inferred transform wins.
      Amount: ["amount", "cents_to_decimal"],
      Currency: ["currency", "uppercase"],
      "Customer Email": ["billing_details.email", null],
      Cardholder: ["billing_details.name", null],
      Date: ["created", "unix_to_datetime"],
      // Left out by the LLM, kept from the offline proposal.
      Receipt: ["receipt_url", null]
    })
    expect(result.proposal.unmapped_destination_fields).toEqual(["Notes"])
    expect(result.proposal.unmapped_source_fields).not.toContain("billing_details.name")
    expect(result.proposal.unmapped_source_fields).toContain("status")
    expect(warnings).toEqual([])
    // The offline matcher alone would not have found "Cardholder".
    expect(offline.unmapped_destination_fields).toContain("Cardholder")
  })

  test("confidence stays calibrated: agreed pairs take the offline one, the model's own stay under 0.8", async () => {
    server.behave({
      kind: "answer",
      content: answer([
        { destination_field: "Amount", source_field: "amount", transform: "cents_to_decimal", confidence: 1 },
        { destination_field: "Cardholder", source_field: "billing_details.name", transform: null, confidence: 1 }
      ])
    })
    const result = await proposeWith({ OPENAI_MODEL: "test-model" })
    const confidence = (proposal: MappingProposal, field: string) =>
      proposal.mappings.find((entry) => entry.destination_field === field)?.confidence
    // The model says 1 for Amount; the offline matcher proposes the same pair with its calibrated confidence.
    expect(confidence(result.proposal, "Amount")).toBe(confidence(offline, "Amount"))
    // Only the model proposes Cardholder: whatever it says, the row is one to check.
    expect(confidence(result.proposal, "Cardholder")).toBeLessThan(0.8)
  })

  test("asks through structured output, with the key, the model and masked samples", async () => {
    server.behave({ kind: "answer", content: goodAnswer })
    await proposeWith({ OPENAI_MODEL: "test-model" })
    const request = lastRequest()
    expect(request.model).toBe("test-model")
    expect(request.response_format.type).toBe("json_schema")
    expect(request.response_format.json_schema.strict).toBe(true)
    expect(server.authorizations[server.authorizations.length - 1]).toBe("Bearer test-key")
    const prompt = request.messages.map((message) => message.content).join("\n")
    expect(prompt).toContain("billing_details.email")
    expect(prompt).toContain("<email>")
    expect(prompt).toContain("<name>")
    expect(prompt).toContain("succeeded")
    expect(prompt).not.toContain("jenny@example.com")
    expect(prompt).not.toContain("Jenny Rosen")
  })

  test("sends no sample values when MAPPING_SEND_SAMPLES=false", async () => {
    server.behave({ kind: "answer", content: goodAnswer })
    const result = await proposeWith({ MAPPING_SEND_SAMPLES: "false" })
    expect(result.engine).toBe("llm")
    const prompt = lastRequest().messages.map((message) => message.content).join("\n")
    expect(prompt).toContain("billing_details.email")
    expect(prompt).not.toContain("succeeded")
    expect(prompt).not.toContain("<email>")
    expect(prompt).not.toContain("1099")
  })

  test("a computed destination field is never written", async () => {
    server.behave({
      kind: "answer",
      content: answer([{ destination_field: "Row", source_field: "id", transform: null, confidence: 0.9 }])
    })
    const result = await Effect.runPromise(
      Effect.flatMap(
        LlmMatcher,
        (llm) =>
          llm.propose({ samples, destinationFields: [...destinationFields, { name: "Row", type: "autoNumber" }] })
      ).pipe(
        Effect.provide(LlmMatcher.Default),
        Effect.withConfigProvider(configured({}))
      )
    )
    expect(result.engine).toBe("llm")
    expect(result.proposal.mappings.some((entry) => entry.destination_field === "Row")).toBe(false)
    expect(result.proposal.unmapped_destination_fields).toContain("Row")
  })

  test("a transform that fails on the samples is replaced by the inferred one", async () => {
    server.behave({
      kind: "answer",
      content: answer([{
        destination_field: "Date",
        source_field: "created",
        transform: "datetime_to_date",
        confidence: 0.9
      }])
    })
    const result = await proposeWith()
    expect(result.engine).toBe("llm")
    expect(pairsOf(result).Date).toEqual(["created", "unix_to_datetime"])
  })
})

describe("LlmMatcher falls back to the offline proposal", () => {
  const expectFallback = async (reason: string) => {
    const result = await proposeWith()
    expect(result.engine).toBe("offline")
    expect(result.proposal).toEqual(offline)
    expect(warnings.length).toBe(1)
    expect(warnings[0]).toContain(`(${reason})`)
  }

  test("on a malformed answer", async () => {
    server.behave({ kind: "answer", content: "Sure! Here is the mapping: {" })
    await expectFallback("invalid_answer")
  })

  test("on an answer of the wrong shape", async () => {
    server.behave({ kind: "answer", content: JSON.stringify({ fields: [] }) })
    await expectFallback("invalid_answer")
  })

  test("on a path that is not in the samples", async () => {
    server.behave({
      kind: "answer",
      content: answer([{ destination_field: "Amount", source_field: "amount_total", transform: null, confidence: 1 }])
    })
    await expectFallback("invalid_answer")
    expect(warnings[0]).toContain("\"amount_total\"")
  })

  test("on an unknown destination field", async () => {
    server.behave({
      kind: "answer",
      content: answer([{
        destination_field: "Total",
        source_field: "amount",
        transform: "cents_to_decimal",
        confidence: 1
      }])
    })
    await expectFallback("invalid_answer")
  })

  test("on a transform outside the vocabulary", async () => {
    server.behave({
      kind: "answer",
      content: answer([{
        destination_field: "Amount",
        source_field: "amount",
        transform: "divide_by_100",
        confidence: 1
      }])
    })
    await expectFallback("invalid_answer")
  })

  test("on a destination mapped twice", async () => {
    server.behave({
      kind: "answer",
      content: answer([
        { destination_field: "Amount", source_field: "amount", transform: "cents_to_decimal", confidence: 1 },
        { destination_field: "Amount", source_field: "created", transform: null, confidence: 1 }
      ])
    })
    await expectFallback("invalid_answer")
  })

  test("on a source used twice", async () => {
    server.behave({
      kind: "answer",
      content: answer([
        { destination_field: "Charge ID", source_field: "id", transform: null, confidence: 1 },
        { destination_field: "Notes", source_field: "id", transform: null, confidence: 1 }
      ])
    })
    await expectFallback("invalid_answer")
  })

  test("on a refusal", async () => {
    server.behave({ kind: "refusal", refusal: "I cannot help with that." })
    await expectFallback("refusal")
  })

  test("on an HTTP 500", async () => {
    server.behave({ kind: "error", status: 500 })
    const requestsBefore = server.requests.length
    await expectFallback("request")
    // One attempt only: the offline proposal is the retry.
    expect(server.requests.length).toBe(requestsBefore + 1)
  })

  test("on a connection failure", async () => {
    const result = await Effect.runPromise(
      Effect.flatMap(LlmMatcher, (llm) => llm.propose(input)).pipe(
        Effect.provide(LlmMatcher.Default),
        Effect.provide(capture),
        Effect.withConfigProvider(ConfigProvider.fromMap(new Map([["OPENAI_BASE_URL", "http://127.0.0.1:9/v1"]])))
      )
    )
    expect(result.engine).toBe("offline")
    expect(warnings[0]).toContain("(request)")
  })

  test("after 10 s without an answer (TestClock)", async () => {
    server.behave({ kind: "slow", delayMs: 60_000, content: goodAnswer })
    const arrived = server.nextRequest()
    const program = Effect.gen(function*() {
      const llm = yield* LlmMatcher
      const fiber = yield* Effect.fork(llm.propose(input))
      yield* Effect.promise(() => arrived)
      yield* TestClock.adjust("9 seconds")
      const early = yield* Fiber.poll(fiber)
      yield* TestClock.adjust("1 second")
      const result = yield* Fiber.join(fiber)
      return { early, result }
    })
    const { early, result } = await Effect.runPromise(
      program.pipe(
        Effect.provide(LlmMatcher.Default),
        Effect.provide(capture),
        Effect.provide(TestContext.TestContext),
        Effect.withConfigProvider(configured({}))
      )
    )
    expect(Option.isNone(early)).toBe(true)
    expect(result.engine).toBe("offline")
    expect(result.proposal).toEqual(offline)
    expect(warnings[0]).toContain("(timeout)")
  })

  test("after a configured shorter timeout, in real time", async () => {
    server.behave({ kind: "slow", delayMs: 5_000, content: goodAnswer })
    const started = performance.now()
    const result = await proposeWith({ MAPPING_LLM_TIMEOUT_MS: "150" })
    expect(result.engine).toBe("offline")
    expect(performance.now() - started).toBeLessThan(2_000)
    expect(warnings[0]).toContain("(timeout)")
  })
})

describe("LlmMatcher without anything to ask", () => {
  test("answers offline without a request when there are no destination fields", async () => {
    const before = server.requests.length
    const result = await Effect.runPromise(
      Effect.flatMap(LlmMatcher, (llm) => llm.propose({ samples, destinationFields: [] })).pipe(
        Effect.provide(LlmMatcher.Default),
        Effect.withConfigProvider(configured({}))
      )
    )
    expect(result.engine).toBe("offline")
    expect(result.proposal.mappings).toEqual([])
    expect(server.requests.length).toBe(before)
  })
})

describe("MappingInference", () => {
  const infer = (provider: ConfigProvider.ConfigProvider) =>
    Effect.runPromise(
      Effect.flatMap(MappingInference, (inference) => inference.propose(samples, destinationFields)).pipe(
        Effect.provide(MappingInference.Default),
        Effect.provide(capture),
        Effect.withConfigProvider(provider)
      )
    )

  test("is offline when no endpoint is configured, without any request", async () => {
    const before = server.requests.length
    const result = await infer(ConfigProvider.fromMap(new Map()))
    expect(result.engine).toBe("offline")
    expect(result.proposal).toEqual(offline)
    expect(server.requests.length).toBe(before)
    expect(warnings).toEqual([])
  })

  test("an empty API key alone does not enable the LLM", async () => {
    const result = await infer(ConfigProvider.fromMap(new Map([["OPENAI_API_KEY", ""]])))
    expect(result.engine).toBe("offline")
  })

  test("uses the LLM when an endpoint is configured", async () => {
    server.behave({ kind: "answer", content: goodAnswer })
    const result = await infer(ConfigProvider.fromMap(new Map([["OPENAI_BASE_URL", server.baseUrl]])))
    expect(result.engine).toBe("llm")
    expect(pairsOf(result).Cardholder).toEqual(["billing_details.name", null])
    // Keyless local endpoints still get a bearer header the SDK requires.
    expect(server.authorizations[server.authorizations.length - 1]).toBe("Bearer not-needed")
  })
})
