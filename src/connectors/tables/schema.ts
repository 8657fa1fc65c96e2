/**
 * Pure rules about the destination table: which table a connection writes to,
 * that it has the `Sync ID` merge field, and which mapped fields it lacks —
 * each a permanent failure whose message says what the user should change.
 */
import { Option, Schema } from "effect"
import { ConnectorError, type DestinationSchema } from "../contract.js"

export const SYNC_ID_FIELD = "Sync ID"

/** Airtable field types that can hold an external id and be merged on. */
const TEXT_TYPES = new Set(["singleLineText", "multilineText", "richText", "email", "url", "phoneNumber"])

export interface AirtableField {
  readonly id: string
  readonly name: string
  readonly type: string
}

export interface AirtableTable {
  readonly id: string
  readonly name: string
  readonly fields: ReadonlyArray<AirtableField>
}

const permanent = (message: string, status?: number): ConnectorError =>
  new ConnectorError({ provider: "tables", retryable: false, message, status })

const NameText = Schema.optionalWith(Schema.String, { default: () => "" })
const FieldJson = Schema.Struct({ id: NameText, name: NameText, type: NameText })
const TableJson = Schema.Struct({
  id: NameText,
  name: NameText,
  fields: Schema.optionalWith(Schema.Array(FieldJson), { default: () => [] })
})
const decodeTables = Schema.decodeUnknownOption(Schema.Struct({ tables: Schema.Array(TableJson) }))

/** Reads the schema endpoint's `{tables:[{id,name,fields:[{id,name,type}]}]}`, tolerating extra keys. */
export const parseTables = (body: unknown): ReadonlyArray<AirtableTable> =>
  Option.match(decodeTables(body), { onNone: () => [], onSome: (b) => b.tables })

/** The configured table (by id or name), else the base's first table. */
export const pickTable = (
  tables: ReadonlyArray<AirtableTable>,
  baseId: string,
  wanted: string | undefined
): AirtableTable | ConnectorError => {
  if (wanted === undefined) {
    return tables[0] ??
      permanent(`The base ${baseId} has no tables. Create a table in it, or choose another base.`, 404)
  }
  const found = tables.find((t) => t.id === wanted) ?? tables.find((t) => t.name === wanted) ??
    tables.find((t) => t.name.toLowerCase() === wanted.toLowerCase())
  return found ??
    permanent(
      `The table "${wanted}" was not found in base ${baseId} (tables: ${
        tables.map((t) => `"${t.name}"`).join(", ") || "none"
      }). Check the table name in the integration.`,
      404
    )
}

/** The table must have a text field `Sync ID` to merge on, or every retry would duplicate rows. */
export const checkSyncIdField = (table: AirtableTable): ConnectorError | undefined => {
  const field = table.fields.find((f) => f.name === SYNC_ID_FIELD)
  if (field === undefined) {
    return permanent(
      `The table "${table.name}" has no "${SYNC_ID_FIELD}" field. Add a single line text field named "${SYNC_ID_FIELD}" to it: salesync stores each record's id there so records are updated instead of duplicated.`
    )
  }
  if (!TEXT_TYPES.has(field.type)) {
    return permanent(
      `The "${SYNC_ID_FIELD}" field of table "${table.name}" is a ${field.type} field. Change it to a single line text field.`
    )
  }
  return undefined
}

/** Mapped field names the table does not have (renamed or deleted columns). */
export const unknownFields = (table: AirtableTable, names: Iterable<string>): Array<string> => {
  const known = new Set(table.fields.map((f) => f.name))
  return [...new Set(names)].filter((name) => !known.has(name))
}

export const missingFieldsError = (table: AirtableTable, missing: ReadonlyArray<string>): ConnectorError =>
  permanent(
    `The table "${table.name}" has no field ${
      missing.map((m) => `"${m}"`).join(", ")
    } (renamed or deleted?). Rename it back or update the field mapping. Fields now: ${
      table.fields.map((f) => `"${f.name}"`).join(", ")
    }.`,
    422
  )

export const toDestinationSchema = (table: AirtableTable): DestinationSchema => ({
  target: table.name,
  fields: table.fields.map((f) => ({ name: f.name, type: f.type }))
})
