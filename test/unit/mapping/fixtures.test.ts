/**
 * Generalisation check: private cases in other languages and vocabularies
 * (German, Spanish, French, Portuguese, Italian, Dutch sheet and table
 * headers, terse abbreviations, refund objects) that the dev benchmark does
 * not contain; cases built from third parties' real column vocabularies
 * (fixtures/third-party/); and five more of those kept out of tuning
 * (fixtures/held-out/). `bun run bench:mapping` prints the same figures.
 */
import { describe, expect, test } from "bun:test"
import { Schema } from "effect"
import { existsSync, readdirSync } from "node:fs"
import { join, resolve } from "node:path"
import {
  BenchmarkCase,
  type CaseCounts,
  metricsOf,
  reliabilityOf,
  scoreCase
} from "../../../src/mapping/benchmark-score.js"
import { proposeMapping } from "../../../src/mapping/matcher/propose.js"

const load = async (dir: string): Promise<ReadonlyArray<BenchmarkCase>> =>
  Promise.all(
    readdirSync(dir)
      .filter((file) => file.endsWith(".json"))
      .sort()
      .map(async (file) => Schema.decodeUnknownSync(BenchmarkCase)(await Bun.file(join(dir, file)).json()))
  )

const run = (cases: ReadonlyArray<BenchmarkCase>): ReadonlyArray<{ name: string; counts: CaseCounts }> =>
  cases.map((testCase) => ({
    name: testCase.name,
    counts: scoreCase(
      testCase,
      proposeMapping({ samples: testCase.sample_records, destinationFields: testCase.destination_fields }).mappings
    )
  }))

const devDir = resolve(import.meta.dir, "..", "..", "..", "..", "shared", "mapping-benchmark", "dev")

describe("scoreCase", () => {
  const testCase: BenchmarkCase = {
    name: "tiny",
    sample_records: [],
    destination_fields: [{ name: "A" }, { name: "B" }, { name: "C" }, { name: "D" }],
    expected: [
      { destination_field: "A", source_field: ["a", "a2"], transform: [null] },
      { destination_field: "B", source_field: ["b"], transform: ["to_number"] },
      { destination_field: "C", source_field: ["c"], transform: [null] }
    ]
  }

  test("counts true and false positives, misses and transform hits as the README defines", () => {
    const counts = scoreCase(testCase, [
      { destination_field: "A", source_field: "a2", transform: null, confidence: 1 },
      { destination_field: "B", source_field: "b", transform: null, confidence: 1 },
      { destination_field: "C", source_field: "x", transform: null, confidence: 1 },
      { destination_field: "D", source_field: "d", transform: null, confidence: 1 }
    ])
    expect([counts.truePositives, counts.falsePositives, counts.falseNegatives, counts.transformsRight]).toEqual([
      2,
      2,
      1,
      1
    ])
    const metrics = metricsOf([counts])
    expect(metrics.precision).toBe(0.5)
    expect(metrics.recall).toBeCloseTo(2 / 3, 10)
    expect(metrics.f1).toBeCloseTo(4 / 7, 10)
    expect(metrics.transformAccuracy).toBe(0.5)
  })
})

describe("offline matcher on private multilingual cases", () => {
  test("gets most of every case right", async () => {
    const results = run(await load(resolve(import.meta.dir, "fixtures")))
    expect(results.length).toBeGreaterThanOrEqual(8)
    for (const result of results) {
      const metrics = metricsOf([result.counts])
      expect({ name: result.name, good: metrics.f1 >= 0.8 }).toEqual({ name: result.name, good: true })
    }
    const overall = metricsOf(results.map((result) => result.counts))
    expect(overall.f1).toBeGreaterThanOrEqual(0.9)
    expect(overall.transformAccuracy).toBeGreaterThanOrEqual(0.9)
  }, 30_000)
})

describe("offline matcher on third parties' real vocabularies", () => {
  // The goals are precision and F1 of 0.95. The twenty-seventh held-out five, folded in untuned, brought the set to
  // 183 cases and the matcher to precision 0.921, F1 0.876, proposals at 0.8 or more right 95.1 % of the time; the
  // rules it and sixteen merchant trials called for to 0.925, 0.882 and 95.3 %: this guards those levels, and the
  // calibration goal: proposals at 0.8 or more are right at least 95 % of the time.
  test("precision first: precision and F1 at their measured levels on the whole development set", async () => {
    const thirdParty = run(await load(resolve(import.meta.dir, "fixtures", "third-party")))
    expect(thirdParty.length).toBeGreaterThanOrEqual(10)
    const shared = existsSync(devDir) ? run(await load(devDir)) : []
    const development = [...thirdParty, ...shared, ...run(await load(resolve(import.meta.dir, "fixtures")))]
    const overall = metricsOf(development.map((result) => result.counts))
    expect(overall.precision).toBeGreaterThanOrEqual(0.925)
    expect(overall.f1).toBeGreaterThanOrEqual(0.881)
    expect(overall.transformAccuracy).toBeGreaterThanOrEqual(0.95)
    const sure = reliabilityOf(development.map((result) => result.counts), [0, 0.8, 1])[1]
    expect(sure.correct / sure.proposed).toBeGreaterThanOrEqual(0.95)
  }, 30_000)

  // The goal for unseen vocabularies is 0.9, not met: this guards the level measured on these held-out cases, never
  // tuned on (precision 0.806, F1 0.725 when first measured, and again when they became the held-out set), against
  // regressions.
  test("the five held-out cases, never tuned on, do not fall below their first measured level", async () => {
    const heldOut = run(await load(resolve(import.meta.dir, "fixtures", "held-out")))
    expect(heldOut.length).toBe(5)
    const overall = metricsOf(heldOut.map((result) => result.counts))
    expect(overall.precision).toBeGreaterThanOrEqual(0.806)
    expect(overall.f1).toBeGreaterThanOrEqual(0.724)
  }, 30_000)
})

describe("offline matcher on the shared dev benchmark", () => {
  test.skipIf(!existsSync(devDir))("reaches the F1 and transform targets", async () => {
    const overall = metricsOf(run(await load(devDir)).map((result) => result.counts))
    expect(overall.f1).toBeGreaterThanOrEqual(0.9)
    expect(overall.transformAccuracy).toBeGreaterThanOrEqual(0.9)
  }, 30_000)
})
