/**
 * The two destinations as the pair tests see them: a fresh table (tables
 * emulator) or sheet with a header row (office emulator) per integration,
 * the credentials to reach it by token or the non-secret part an OAuth
 * connection starts from, and its rows read back as objects by column name.
 */
import type { Emulator } from "../emulators/harness.js"
import type { Credentials, PairsWorld } from "./world.js"

export type ColumnType = "text" | "number" | "date" | "email"

export interface Column {
  readonly name: string
  readonly type: ColumnType
}

export const SYNC_ID = "Sync ID"

export type Row = Record<string, unknown>

export interface Target {
  readonly kind: DestinationKind
  readonly emulator: Emulator
  /** Credentials typed in by the merchant (a personal access token / an access token). */
  readonly keyCredentials: Credentials
  /** What the merchant enters before connecting by OAuth (base / spreadsheet, no secret). */
  readonly oauthCredentials: Credentials
  /** The OAuth provider word and start query for this side. */
  readonly oauthStart: { readonly provider: string; readonly query: Record<string, string> }
  /** Every row, as objects by column name (empty cells null). */
  rows(): ReadonlyArray<Row>
  /** The header row (office) or the field names (tables). */
  header(): ReadonlyArray<string>
}

export type DestinationKind = "tables" | "office"

const tablesType: Record<ColumnType, string> = {
  text: "singleLineText",
  number: "number",
  date: "date",
  email: "email"
}

const empty = (value: unknown): unknown => (value === undefined || value === "" ? null : value)

/** A new table whose primary field is Sync ID, the key Airtable upserts merge on. */
const tablesTarget = (world: PairsWorld, columns: ReadonlyArray<Column>): Target => {
  const name = "Sales"
  const base = world.tables.createBase({
    tables: [{ name, fields: [{ name: SYNC_ID }, ...columns.map((c) => ({ name: c.name, type: tablesType[c.type] }))] }]
  })
  return {
    kind: "tables",
    emulator: world.tables,
    keyCredentials: { api_key: "pat_emulator", base_id: base.id, table: name },
    oauthCredentials: { base_id: base.id, table: name },
    oauthStart: { provider: "tables", query: { side: "destination" } },
    rows: () =>
      world.tables.records(base.id, name).map((record) =>
        Object.fromEntries(
          [SYNC_ID, ...columns.map((c) => c.name)].map((column) => [column, empty(record.fields[column])])
        )
      ),
    header: () => [SYNC_ID, ...columns.map((c) => c.name)]
  }
}

/** A new spreadsheet whose first sheet has the columns as its header row (no Sync ID: the connector adds it). */
const officeTarget = (world: PairsWorld, columns: ReadonlyArray<Column>): Target => {
  const sheet = "Orders"
  const spreadsheetId = world.office.createSpreadsheet({ sheet, header: columns.map((c) => c.name) })
  const token = world.office.issueToken()
  const read = () => world.office.readSheet(spreadsheetId, sheet)
  return {
    kind: "office",
    emulator: world.office,
    keyCredentials: { spreadsheet_id: spreadsheetId, sheet, access_token: token.access_token },
    oauthCredentials: { spreadsheet_id: spreadsheetId, sheet },
    oauthStart: { provider: "office", query: { side: "destination" } },
    rows: () => {
      const [header = [], ...rows] = read()
      return rows.map((row) => Object.fromEntries(header.map((column, index) => [String(column), empty(row[index])])))
    },
    header: () => (read()[0] ?? []).map(String)
  }
}

export const createTarget = (world: PairsWorld, kind: DestinationKind, columns: ReadonlyArray<Column>): Target =>
  kind === "tables" ? tablesTarget(world, columns) : officeTarget(world, columns)

export const destinationKinds: ReadonlyArray<DestinationKind> = ["tables", "office"]
