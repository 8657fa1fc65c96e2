/** Helpers for any source connector's tests: a recording connection and reading a history to its end. */
import { Effect } from "effect"
import type { Connection, JsonRecord, SourceConnector, SourcePage } from "../../src/connectors/contract.js"

/** A connection whose saved credentials are recorded (and used by the next `reload`). */
export const fakeConnection = (credentials: JsonRecord) => {
  const saved: Array<JsonRecord> = []
  const make = (creds: JsonRecord): Connection => ({
    credentials: creds,
    saveCredentials: (next) => Effect.sync(() => void saved.push(next))
  })
  return {
    connection: make(credentials),
    saved,
    /** The connection the next run would load: the last saved credentials. */
    reload: (): Connection => make(saved[saved.length - 1] ?? credentials)
  }
}

/** Reads pages until done, returning every page, the ids read and the final cursor. */
export const readAll = (source: SourceConnector, conn: Connection, cursor: string | null, maxPages = 1000) =>
  Effect.gen(function*() {
    const pages: Array<SourcePage> = []
    let current = cursor
    for (let i = 0; i < maxPages; i += 1) {
      const page = yield* source.readPage(conn, current)
      pages.push(page)
      current = page.cursor
      if (page.done) break
    }
    return { pages, cursor: current, ids: pages.flatMap((p) => p.records.map((r) => source.externalIdOf(r))) }
  })
