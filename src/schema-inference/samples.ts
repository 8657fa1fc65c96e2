/**
 * Limits on the sample records a client sends, checked after decoding: the
 * count, and the serialized size (the edge already refuses bodies over
 * 256 KiB; the 1 MiB rule is the contract and stays if that limit grows).
 */
import type { JsonRecord } from "../connectors/contract.js"
import { InvalidInput } from "../domain/errors.js"

export const MAX_SAMPLE_RECORDS = 100
export const MAX_SAMPLE_BYTES = 1024 * 1024
/** Records read from the source when the client sends none. */
export const INFER_SAMPLE_COUNT = 20
/** Records a preview shows at most. */
export const PREVIEW_RECORD_COUNT = 10

const refuse = (message: string) =>
  new InvalidInput({ message: `Invalid input: sample_records ${message}.`, details: { problems: [{ field: "sample_records", message }] } })

/** The samples, or why they are refused. */
export const checkSamples = (samples: ReadonlyArray<JsonRecord>): InvalidInput | undefined => {
  if (samples.length > MAX_SAMPLE_RECORDS) return refuse(`has ${samples.length} records; send at most ${MAX_SAMPLE_RECORDS}`)
  const bytes = Buffer.byteLength(JSON.stringify(samples), "utf8")
  if (bytes > MAX_SAMPLE_BYTES) return refuse(`is ${bytes} bytes as JSON; send at most ${MAX_SAMPLE_BYTES} (1 MiB)`)
  return undefined
}
