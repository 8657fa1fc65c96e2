/**
 * The bare loop the pipeline is measured against: the same pages
 * (`GET /v1/charges?limit=100&starting_after=…`, newest first) and the same
 * batches (`PATCH` + `performUpsert` on Sync ID, `typecast: true`, 10 records
 * a request) with the same field values written inline — no SDK, no mapping
 * engine, no cursor, no retries, no limiter, no database — one request at a
 * time. The pipeline overlaps its I/O (it reads the next page while writing
 * one, and keeps two writes in flight); that overlap is part of what is
 * measured, and the benchmark prints both sides' CPU per record so the cost
 * of the pipeline's work stays visible beside the ratio.
 */
import { minorUnitDecimals } from "../../src/mapping/currency.js"
import { isRecord } from "./api.js"

export interface BareLoopOptions {
  readonly paymentsUrl: string
  readonly paymentsKey: string
  readonly tablesUrl: string
  readonly tablesToken: string
  readonly baseId: string
  readonly tableId: string
  /** Stop after this many pages at most (a bound on the loop). */
  readonly maxPages: number
}

const RECORDS_PER_REQUEST = 10
const PAGE_SIZE = 100

const text = (value: unknown): string | null => (typeof value === "string" ? value : null)
const num = (value: unknown): number | null => (typeof value === "number" ? value : null)

/** What the benchmark mapping writes for a charge, computed inline. */
export const salesFields = (charge: Record<string, unknown>): Record<string, unknown> => {
  const currency = text(charge.currency) ?? ""
  const divisor = 10 ** minorUnitDecimals(currency)
  const amount = num(charge.amount)
  const refunded = num(charge.amount_refunded)
  const created = num(charge.created)
  const billing = isRecord(charge.billing_details) ? charge.billing_details : {}
  return {
    Amount: amount === null ? null : amount / divisor,
    Refunded: refunded === null ? null : refunded / divisor,
    Currency: currency.toUpperCase(),
    Date: created === null ? null : new Date(created * 1000).toISOString().slice(0, 10),
    Email: text(billing.email),
    Description: text(charge.description),
    Status: text(charge.status),
    "Sync ID": String(charge.id)
  }
}

/** Runs the loop to the end of the charge history; returns the records written. */
export const runBareLoop = async (options: BareLoopOptions): Promise<number> => {
  const writeUrl = `${options.tablesUrl}/v0/${encodeURIComponent(options.baseId)}/${
    encodeURIComponent(options.tableId)
  }`
  const writeHeaders = {
    authorization: `Bearer ${options.tablesToken}`,
    "content-type": "application/json",
    accept: "application/json"
  }
  const readHeaders = { authorization: `Bearer ${options.paymentsKey}`, accept: "application/json" }
  let written = 0
  let startingAfter: string | undefined
  for (let page = 0; page < options.maxPages; page++) {
    const url = `${options.paymentsUrl}/v1/charges?limit=${PAGE_SIZE}${
      startingAfter === undefined ? "" : `&starting_after=${encodeURIComponent(startingAfter)}`
    }`
    const response = await fetch(url, { headers: readHeaders })
    const body: unknown = await response.json()
    if (!response.ok || !isRecord(body) || !Array.isArray(body.data)) {
      throw new Error(`GET ${url} → ${response.status} ${JSON.stringify(body).slice(0, 300)}`)
    }
    const charges = body.data.filter(isRecord)
    for (let i = 0; i < charges.length; i += RECORDS_PER_REQUEST) {
      const records = charges.slice(i, i + RECORDS_PER_REQUEST).map((charge) => ({ fields: salesFields(charge) }))
      const acknowledged = await fetch(writeUrl, {
        method: "PATCH",
        headers: writeHeaders,
        body: JSON.stringify({ performUpsert: { fieldsToMergeOn: ["Sync ID"] }, typecast: true, records })
      })
      const answer: unknown = await acknowledged.json()
      if (!acknowledged.ok) {
        throw new Error(`PATCH ${writeUrl} → ${acknowledged.status} ${JSON.stringify(answer).slice(0, 300)}`)
      }
      written += records.length
    }
    const last = charges.at(-1)
    if (body.has_more !== true || last === undefined) return written
    startingAfter = String(last.id)
  }
  throw new Error(`the charge history did not end within ${options.maxPages} pages`)
}
