/**
 * `bun run bench:mapping [--verbose] [--tuning] [--model]`
 *
 * Scores the offline matcher on every case of the mapping development set:
 * the shared cases (../shared/mapping-benchmark/dev, or MAPPING_BENCHMARK_DIR),
 * the private multilingual fixtures and the third-party vocabularies
 * (test/unit/mapping/fixtures/), and, reported apart, the five held-out
 * cases (fixtures/held-out/). Prints precision, recall, F1 and transform
 * accuracy per case and per group, a reliability table (confidence bucket →
 * share correct) and the time one inference of 100 records × 50 destination
 * fields takes.
 *
 * --tuning   leaves the held-out cases out (use it while changing the matcher)
 * --next-held-out  scores the next five held-out cases (fixtures/next-held-out/,
 *            written and committed before the matcher met them) in place of
 *            the current five: they become the held-out set once the current
 *            five are tuning cases
 * --verbose  prints every proposal and every mistake
 * --fit      prints calibration knots fitted on the development set (held-out
 *            cases excluded), to paste into src/mapping/matcher/calibration.ts
 * --model    also runs every case through the OpenAI-compatible endpoint of
 *            OPENAI_BASE_URL / OPENAI_API_KEY / OPENAI_MODEL (validated and
 *            reconciled exactly as the service does) and prints its table
 *            beside the offline one. Needs a reachable endpoint; no test does.
 */
import { Config, Effect, Either, Schema } from "effect"
import { readdir } from "node:fs/promises"
import { join, resolve } from "node:path"
import type { DestinationField, JsonRecord } from "../src/connectors/contract.js"
import { BenchmarkCase, type CaseCounts, metricsOf, reliabilityOf, scoreCase } from "../src/mapping/benchmark-score.js"
import { LlmMatcher } from "../src/mapping/llm-matcher.js"
import { fitKnots, type Judged } from "../src/mapping/matcher/calibration.js"
import { candidateFloor, type MappingProposal, proposeMapping, proposeScored } from "../src/mapping/matcher/propose.js"

const fixtures = resolve(import.meta.dir, "..", "test", "unit", "mapping", "fixtures")
const sharedDev = resolve(import.meta.dir, "..", "..", "shared", "mapping-benchmark", "dev")
const verbose = process.argv.includes("--verbose")
const tuning = process.argv.includes("--tuning")
const withModel = process.argv.includes("--model")
const fit = process.argv.includes("--fit")
const heldOutDir = process.argv.includes("--next-held-out") ? "next-held-out" : "held-out"

interface Group {
  readonly label: string
  readonly dir: string
  readonly heldOut: boolean
}

interface Scored {
  readonly name: string
  readonly counts: CaseCounts
}

type Engine = (testCase: BenchmarkCase) => Effect.Effect<MappingProposal>

const percent = (value: number): string => `${(value * 100).toFixed(1)}%`.padStart(7)
const sum = (counts: ReadonlyArray<CaseCounts>, pick: (entry: CaseCounts) => number) =>
  counts.reduce((total, entry) => total + pick(entry), 0)

const row = (name: string, counts: ReadonlyArray<CaseCounts>): string => {
  const metrics = metricsOf(counts)
  const numbers = [
    sum(counts, (c) => c.truePositives),
    sum(counts, (c) => c.falsePositives),
    sum(counts, (c) => c.falseNegatives)
  ]
  const cells = numbers.map((n) => String(n).padStart(3)).join(" | ")
  const rates = [metrics.precision, metrics.recall, metrics.f1, metrics.transformAccuracy].map(percent).join(" | ")
  return `| ${name.padEnd(42)} | ${cells} | ${rates} |`
}
const header = `| ${"case".padEnd(42)} |  TP |  FP |  FN | precis. |  recall |      F1 | transf. |`
const rule = `|${"-".repeat(44)}|-----|-----|-----|---------|---------|---------|---------|`

const loadGroup = (group: Group) =>
  Effect.gen(function*() {
    const files = (yield* Effect.promise(() => readdir(group.dir).catch(() => []))).filter((file) =>
      file.endsWith(".json")
    ).sort()
    const decode = Schema.decodeUnknown(BenchmarkCase)
    return yield* Effect.forEach(files, (file) =>
      Effect.flatMap(
        Effect.promise((): Promise<unknown> => Bun.file(join(group.dir, file)).json()),
        decode
      ))
  })

const runGroup = (cases: ReadonlyArray<BenchmarkCase>, engine: Engine) =>
  Effect.forEach(cases, (testCase) =>
    Effect.map(engine(testCase), (proposal): Scored => {
      const counts = scoreCase(testCase, proposal.mappings)
      if (verbose) {
        console.log(`${testCase.name}`)
        for (const entry of proposal.mappings) {
          console.log(
            `    ${entry.destination_field} <- ${entry.source_field} [${entry.transform}] ${entry.confidence}`
          )
        }
        for (const mistake of counts.mistakes) console.log(`  ${mistake}`)
      }
      return { name: testCase.name, counts }
    }))

const verdict = (value: number, target: number): string =>
  `${percent(value)} (target ≥ ${percent(target).trim()}) ${value >= target ? "PASS" : "FAIL"}`

const printTable = (title: string, groups: ReadonlyArray<{ group: Group; scored: ReadonlyArray<Scored> }>) => {
  console.log(title)
  console.log(header)
  console.log(rule)
  for (const { group, scored } of groups) {
    for (const result of scored) console.log(row(result.name, [result.counts]))
    console.log(row(`  ${group.label}`, scored.map((result) => result.counts)))
    console.log(rule)
  }
  const development = groups.filter(({ group }) => !group.heldOut).flatMap(({ scored }) => scored.map((s) => s.counts))
  const heldOut = groups.filter(({ group }) => group.heldOut).flatMap(({ scored }) => scored.map((s) => s.counts))
  console.log(row("DEVELOPMENT SET (all but held-out)", development))
  if (heldOut.length > 0) console.log(row("HELD-OUT (five cases, never tuned on)", heldOut))
  return { development, heldOut }
}

const printReliability = (counts: ReadonlyArray<CaseCounts>, label = "the development set") => {
  console.log("")
  console.log(`Reliability on ${label}: proposals per confidence bucket and the share that was right`)
  console.log("| confidence  | proposed | correct |  share |")
  console.log("|-------------|----------|---------|--------|")
  for (const bucket of reliabilityOf(counts)) {
    const share = bucket.proposed === 0 ? "     –" : percent(bucket.correct / bucket.proposed).slice(1)
    const range = `${bucket.from.toFixed(1)}–${bucket.to.toFixed(1)}`.padEnd(11)
    console.log(
      `| ${range} | ${String(bucket.proposed).padStart(8)} | ${String(bucket.correct).padStart(7)} | ${share} |`
    )
  }
  const sure = counts.flatMap((entry) => entry.judged).filter((entry) => entry.confidence >= 0.8)
  const right = sure.filter((entry) => entry.correct).length
  const share = sure.length === 0 ? 1 : right / sure.length
  console.log(`Proposals with confidence ≥ 0.8: ${right} of ${sure.length} right = ${verdict(share, 0.95)}`)
}

/** 100 records of 50+ paths and 50 destination fields, built from the cases' own vocabulary. */
const speedCase = (cases: ReadonlyArray<BenchmarkCase>) => {
  const wide = [...cases].sort((left, right) => right.destination_fields.length - left.destination_fields.length)[0]
  const records: Array<JsonRecord> = Array.from({ length: 100 }, (_, index) => {
    const base = wide.sample_records[index % wide.sample_records.length]
    return { ...base, id: `${String(base["id"] ?? "rec")}_${index}` }
  })
  const names = [...new Set(cases.flatMap((testCase) => testCase.destination_fields.map((field) => field.name)))]
  const fields: ReadonlyArray<DestinationField> = [
    ...wide.destination_fields,
    ...names.filter((name) => !wide.destination_fields.some((field) => field.name === name))
  ].slice(0, 50).map((field) => (typeof field === "string" ? { name: field } : field))
  return { records, fields }
}

const printSpeed = (cases: ReadonlyArray<BenchmarkCase>) => {
  const { records, fields } = speedCase(cases)
  const started = performance.now()
  proposeMapping({ samples: records, destinationFields: fields })
  const first = performance.now() - started
  const runs = Array.from({ length: 7 }, () => {
    const cpu = process.cpuUsage()
    const wall = performance.now()
    proposeMapping({ samples: records, destinationFields: fields })
    const used = process.cpuUsage(cpu)
    return { wall: performance.now() - wall, cpu: (used.user + used.system) / 1000 }
  })
  const median = (values: ReadonlyArray<number>) => [...values].sort((left, right) => left - right)[3]
  const wall = median(runs.map((run) => run.wall))
  console.log("")
  console.log(
    `Speed: ${records.length} records × ${fields.length} destination fields, offline matcher: median ${
      wall.toFixed(1)
    } ms wall ` +
      `(CPU ${median(runs.map((run) => run.cpu)).toFixed(1)} ms) of 7 after a first call of ${first.toFixed(1)} ms ` +
      `— target < 200 ms ${wall < 200 ? "PASS" : "FAIL"}`
  )
}

/** Every proposal above the candidate floor, raw score and whether it was right. */
const printFit = (cases: ReadonlyArray<BenchmarkCase>) => {
  const judged: Array<Judged> = cases.flatMap((testCase) => {
    const { proposal, raw } = proposeScored(
      { samples: testCase.sample_records, destinationFields: testCase.destination_fields },
      candidateFloor
    )
    const expected = new Map(testCase.expected.map((entry) => [entry.destination_field, entry.source_field]))
    return proposal.mappings.map((entry, index) => ({
      raw: raw[index],
      correct: expected.get(entry.destination_field)?.includes(entry.source_field) === true
    }))
  })
  const edges = [0.5, 0.55, 0.6, 0.65, 0.7, 0.75, 0.8, 0.85, 0.9, 0.95, 1, 1.05, 1.1, 1.2, 2]
  console.log("")
  console.log(`Calibration fitted on ${judged.length} development proposals (raw score → confidence):`)
  console.log(JSON.stringify(fitKnots(judged, edges)))
}

const offline: Engine = (testCase) =>
  Effect.sync(() =>
    proposeMapping({ samples: testCase.sample_records, destinationFields: testCase.destination_fields })
  )

const program = Effect.gen(function*() {
  const dir = yield* Config.string("MAPPING_BENCHMARK_DIR").pipe(Config.withDefault(sharedDev))
  const groups: ReadonlyArray<Group> = [
    { label: "shared development cases", dir, heldOut: false },
    { label: "private multilingual cases", dir: fixtures, heldOut: false },
    { label: "third-party vocabularies", dir: join(fixtures, "third-party"), heldOut: false },
    ...(tuning ? [] : [{ label: "held-out third-party vocabularies", dir: join(fixtures, heldOutDir), heldOut: true }])
  ]
  const loaded = yield* Effect.forEach(groups, (group) => Effect.map(loadGroup(group), (cases) => ({ group, cases })))
  const offlineRuns = yield* Effect.forEach(
    loaded,
    ({ group, cases }) => Effect.map(runGroup(cases, offline), (scored) => ({ group, scored }))
  )
  const { development, heldOut } = printTable("Mapping benchmark, offline matcher (no network)", offlineRuns)
  const devMetrics = metricsOf(development)
  console.log("")
  console.log(
    `Development set: precision ${verdict(devMetrics.precision, 0.95)}; F1 ${verdict(devMetrics.f1, 0.95)}; ` +
      `transform accuracy ${verdict(devMetrics.transformAccuracy, 0.95)}`
  )
  if (heldOut.length > 0) {
    const held = metricsOf(heldOut)
    console.log(
      `Held-out five: precision ${verdict(held.precision, 0.9)}; F1 ${verdict(held.f1, 0.9)}; ` +
        `transform accuracy ${percent(held.transformAccuracy).trim()}`
    )
  }
  printReliability(development)
  if (heldOut.length > 0) printReliability(heldOut, "the held-out five (a check on the calibration)")
  printSpeed(loaded.filter(({ group }) => !group.heldOut).flatMap(({ cases }) => cases))
  if (fit) printFit(loaded.filter(({ group }) => !group.heldOut).flatMap(({ cases }) => cases))

  if (!withModel) return
  const llm = yield* LlmMatcher
  if (!llm.enabled) {
    console.log(
      "\n--model: set OPENAI_BASE_URL (and OPENAI_API_KEY / OPENAI_MODEL as the endpoint needs) to compare a model."
    )
    return
  }
  let failures = 0
  const model: Engine = (testCase) => {
    const input = { samples: testCase.sample_records, destinationFields: testCase.destination_fields }
    const fallback = proposeMapping(input)
    // A failed answer counts as an empty proposal: the model is measured, not the fallback.
    return Effect.map(Effect.either(llm.ask(input, fallback)), (answer) => {
      if (Either.isRight(answer)) return answer.right
      failures += 1
      console.log(`  ${testCase.name}: model failed (${answer.left.reason}): ${answer.left.message}`)
      return { mappings: [], unmapped_destination_fields: [], unmapped_source_fields: [] }
    })
  }
  console.log("")
  const modelRuns = yield* Effect.forEach(
    loaded,
    ({ group, cases }) => Effect.map(runGroup(cases, model), (scored) => ({ group, scored }))
  )
  const modelTotals = printTable(
    "Same cases through the model (validated and reconciled as the service does)",
    modelRuns
  )
  printReliability(modelTotals.development)
  console.log("")
  console.log("Side by side                     | offline P / R / F1        | model P / R / F1")
  const line = (label: string, left: ReadonlyArray<CaseCounts>, right: ReadonlyArray<CaseCounts>) => {
    const show = (counts: ReadonlyArray<CaseCounts>) => {
      const m = metricsOf(counts)
      return [m.precision, m.recall, m.f1].map(percent).join(" /")
    }
    console.log(`${label.padEnd(33)}| ${show(left)} | ${show(right)}`)
  }
  line("development set", development, modelTotals.development)
  if (heldOut.length > 0) line("held-out five", heldOut, modelTotals.heldOut)
  console.log(`Model answers that failed validation or transport: ${failures}`)
})

Effect.runPromise(program.pipe(Effect.provide(LlmMatcher.Default))).catch((error: unknown) => {
  console.error(error)
  process.exitCode = 1
})
