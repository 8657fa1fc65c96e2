/**
 * The documented default sales schemas. When the destination's own schema
 * cannot be read (no credentials, network, refused token), inference still
 * proposes a mapping, against the fields a sales table or sheet usually has,
 * and says so. The key field "Sync ID" is not among them: the destination
 * connectors write it themselves.
 */
import type { DestinationField } from "../connectors/contract.js"
import type { ProviderKind } from "../domain/providers.js"

/** Table database (Airtable field types, so transforms follow the types). */
export const DEFAULT_TABLE_FIELDS: ReadonlyArray<DestinationField> = [
  { name: "Order ID", type: "singleLineText" },
  { name: "Date", type: "date" },
  { name: "Customer Email", type: "email" },
  { name: "Customer Name", type: "singleLineText" },
  { name: "Amount", type: "currency" },
  { name: "Currency", type: "singleLineText" },
  { name: "Status", type: "singleLineText" },
  { name: "Description", type: "multilineText" },
  { name: "Refunded", type: "currency" }
]

/** Office suite: a header row carries names only. */
export const DEFAULT_SHEET_HEADER: ReadonlyArray<DestinationField> = DEFAULT_TABLE_FIELDS.map(({ name }) => ({ name }))

export const defaultSchemaFor = (kind: ProviderKind): ReadonlyArray<DestinationField> =>
  kind === "office" ? DEFAULT_SHEET_HEADER : DEFAULT_TABLE_FIELDS

export const defaultSchemaDescription =
  `table database: ${DEFAULT_TABLE_FIELDS.map((f) => `${f.name} (${f.type ?? "text"})`).join(", ")}; ` +
  `office suite header: ${DEFAULT_SHEET_HEADER.map((f) => f.name).join(", ")}`
