/**
 * `bun run bench/mapping.ts [--verbose]` — scores the offline matcher on every
 * case of the mapping benchmark's development set and prints a table.
 * Cases come from ../shared/mapping-benchmark/dev (relative to the repo root)
 * or from MAPPING_BENCHMARK_DIR.
 */
import { readdir } from "node:fs/promises"
import { join, resolve } from "node:path"
import { Config, Effect, Schema } from "effect"
import { BenchmarkCase, type CaseCounts, metricsOf, scoreCase } from "../src/mapping/benchmark-score.js"
import { proposeMapping } from "../src/mapping/matcher/propose.js"

const defaultDir = resolve(import.meta.dir, "..", "..", "shared", "mapping-benchmark", "dev")
const verbose = process.argv.includes("--verbose")

const percent = (value: number): string => `${(value * 100).toFixed(1)}%`.padStart(7)

const row = (name: string, counts: ReadonlyArray<CaseCounts>): string => {
  const metrics = metricsOf(counts)
  const tp = counts.reduce((total, entry) => total + entry.truePositives, 0)
  const fp = counts.reduce((total, entry) => total + entry.falsePositives, 0)
  const fn = counts.reduce((total, entry) => total + entry.falseNegatives, 0)
  return `| ${name.padEnd(30)} | ${String(tp).padStart(3)} | ${String(fp).padStart(3)} | ${String(fn).padStart(3)} | ${percent(metrics.precision)} | ${percent(metrics.recall)} | ${percent(metrics.f1)} | ${percent(metrics.transformAccuracy)} |`
}

const program = Effect.gen(function* () {
  const dir = yield* Config.string("MAPPING_BENCHMARK_DIR").pipe(Config.withDefault(defaultDir))
  const files = (yield* Effect.promise(() => readdir(dir))).filter((file) => file.endsWith(".json")).sort()
  const decode = Schema.decodeUnknown(BenchmarkCase)
  const results: Array<{ name: string; counts: CaseCounts }> = []
  for (const file of files) {
    const raw: unknown = yield* Effect.promise(() => Bun.file(join(dir, file)).json())
    const testCase = yield* decode(raw)
    const started = performance.now()
    const proposal = proposeMapping({ samples: testCase.sample_records, destinationFields: testCase.destination_fields })
    const elapsed = performance.now() - started
    const counts = scoreCase(testCase, proposal.mappings)
    results.push({ name: testCase.name, counts })
    if (verbose) {
      console.log(`${testCase.name} (${elapsed.toFixed(0)} ms)`)
      for (const entry of proposal.mappings) console.log(`    ${entry.destination_field} <- ${entry.source_field} [${entry.transform}] ${entry.confidence}`)
      for (const mistake of counts.mistakes) console.log(`  ${mistake}`)
    }
  }
  console.log(`Mapping benchmark: ${dir} (offline matcher)`)
  console.log(`| ${"case".padEnd(30)} |  TP |  FP |  FN | precis. |  recall |      F1 | transf. |`)
  console.log(`|${"-".repeat(32)}|-----|-----|-----|---------|---------|---------|---------|`)
  for (const result of results) console.log(row(result.name, [result.counts]))
  console.log(row("OVERALL", results.map((result) => result.counts)))
})

Effect.runPromise(program).catch((error: unknown) => {
  console.error(error)
  process.exitCode = 1
})
