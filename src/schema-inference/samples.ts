/**
 * Limits on the sample records a client sends, checked after decoding: the
 * count, the serialized size (the edge already refuses bodies over 256 KiB;
 * the 1 MiB rule is the contract and stays if that limit grows), the number
 * of distinct flattened paths and the nesting depth. Inference cost grows
 * with paths × destination fields, so the paths are capped, not just bytes.
 */
import type { JsonRecord } from "../connectors/contract.js"
import { InvalidInput } from "../domain/errors.js"
import { isJsonObject } from "../mapping/path.js"

export const MAX_SAMPLE_RECORDS = 100
export const MAX_SAMPLE_BYTES = 1024 * 1024
/** Records read from the source when the client sends none. */
export const INFER_SAMPLE_COUNT = 20
/** Records a preview shows at most. */
export const PREVIEW_RECORD_COUNT = 10
/** Distinct dot paths over all samples, arrays counted through their first element (the matcher reads a tax list's first few). */
export const MAX_SAMPLE_PATHS = 2000
/** Levels of nested objects and arrays in one record. */
export const MAX_SAMPLE_DEPTH = 16

const refuse = (message: string) =>
  new InvalidInput({
    message: `Invalid input: sample_records ${message}.`,
    details: { problems: [{ field: "sample_records", message }] }
  })

/** The deepest nesting of `value`, counting stops just past the cap. */
const depthOf = (value: unknown): number => {
  let deepest = 0
  const pending: Array<{ value: unknown; depth: number }> = [{ value, depth: 0 }]
  while (pending.length > 0) {
    const next = pending.pop()
    if (next === undefined || (!Array.isArray(next.value) && !isJsonObject(next.value))) continue
    const depth = next.depth + 1
    deepest = Math.max(deepest, depth)
    if (depth > MAX_SAMPLE_DEPTH) return deepest
    for (const child of Object.values(next.value)) pending.push({ value: child, depth })
  }
  return deepest
}

/** Distinct paths the matcher would read, counting stops just past the cap. */
const pathCount = (samples: ReadonlyArray<JsonRecord>): number => {
  const paths = new Set<string>()
  const pending: Array<{ value: unknown; path: string }> = samples.map((record) => ({ value: record, path: "" }))
  while (pending.length > 0 && paths.size <= MAX_SAMPLE_PATHS) {
    const next = pending.pop()
    if (next === undefined) break
    const join = (key: string) => (next.path === "" ? key : `${next.path}.${key}`)
    if (next.path !== "") paths.add(next.path)
    if (isJsonObject(next.value)) {
      for (const [key, child] of Object.entries(next.value)) pending.push({ value: child, path: join(key) })
    } else if (Array.isArray(next.value) && next.value.length > 0) {
      pending.push({ value: next.value[0], path: join("0") })
    }
  }
  return paths.size
}

/** The samples, or why they are refused. */
export const checkSamples = (samples: ReadonlyArray<JsonRecord>): InvalidInput | undefined => {
  if (samples.length > MAX_SAMPLE_RECORDS) {
    return refuse(`has ${samples.length} records; send at most ${MAX_SAMPLE_RECORDS}`)
  }
  const bytes = Buffer.byteLength(JSON.stringify(samples), "utf8")
  if (bytes > MAX_SAMPLE_BYTES) return refuse(`is ${bytes} bytes as JSON; send at most ${MAX_SAMPLE_BYTES} (1 MiB)`)
  const deepest = samples.reduce((most, record) => Math.max(most, depthOf(record)), 0)
  if (deepest > MAX_SAMPLE_DEPTH) {
    return refuse(`nest too deep (over ${MAX_SAMPLE_DEPTH} levels); send at most ${MAX_SAMPLE_DEPTH}`)
  }
  const paths = pathCount(samples)
  if (paths > MAX_SAMPLE_PATHS) {
    return refuse(`have over ${MAX_SAMPLE_PATHS} distinct field paths; send records with at most ${MAX_SAMPLE_PATHS}`)
  }
  return undefined
}
