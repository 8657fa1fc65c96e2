/**
 * Direct database access for assertions the API cannot show (what is stored
 * at rest) and for arranging states (an expired link). SQLite file of the
 * server's DATA_DIR, or the DATABASE_URL of the run.
 */
import { SQL } from "bun"
import { Database } from "bun:sqlite"
import { join } from "node:path"

export type Row = Record<string, unknown>

export const dbQuery = async (
  dataDir: string,
  text: string,
  params: ReadonlyArray<string | number | null> = []
): Promise<Array<Row>> => {
  const url = process.env["DATABASE_URL"]
  if (url !== undefined && url.startsWith("postgres")) {
    const sql = new SQL(url)
    try {
      let index = 0
      const rows: Array<Row> = await sql.unsafe(text.replace(/\?/g, () => `$${++index}`), [...params])
      return [...rows]
    } finally {
      await sql.close()
    }
  }
  const db = new Database(join(dataDir, "salesync.db"))
  try {
    return db.query<Row, Array<string | number | null>>(text).all(...params)
  } finally {
    db.close()
  }
}

export const isPostgres = () => (process.env["DATABASE_URL"] ?? "").startsWith("postgres")

export interface OpenDatabase {
  query(text: string, params?: ReadonlyArray<string | number | null>): Promise<Array<Row>>
  close(): Promise<void>
}

/** One connection kept open, for suites that query after every request (dbQuery connects each time). */
export const openDatabase = (dataDir: string): OpenDatabase => {
  const url = process.env["DATABASE_URL"]
  if (url !== undefined && url.startsWith("postgres")) {
    const sql = new SQL(url)
    return {
      async query(text, params = []) {
        let index = 0
        const rows: Array<Row> = await sql.unsafe(text.replace(/\?/g, () => `$${++index}`), [...params])
        return [...rows]
      },
      close: () => sql.close()
    }
  }
  const db = new Database(join(dataDir, "salesync.db"))
  db.exec("PRAGMA busy_timeout = 5000")
  return {
    query: async (text, params = []) => db.query<Row, Array<string | number | null>>(text).all(...params),
    close: async () => db.close()
  }
}
