/** The table database: Airtable, written by personal access token or OAuth. */
import { Schema } from "effect"
import { Extra, identifier, Secret, text, tokenFields } from "../domain/credentials.js"
import type { ProviderDescriptor } from "./descriptor.js"
import { joinParts } from "./label-parts.js"

const BASE_ID = /^app[A-Za-z0-9]+$/

/** `appX…` from an Airtable address ("https://airtable.com/appX…/tbl…/viw…") or the id itself, else null. */
export const airtableBaseId = (value: string): string | null => {
  const text = value.trim()
  if (BASE_ID.test(text)) return text
  const [host = "", ...path] = text.replace(/^https?:\/\//i, "").split(/[/?#]/)
  // Only Airtable's own address: an id found in any other is no sign the merchant meant it.
  if (!/^(www\.)?airtable\.com$/i.test(host)) return null
  return path.find((part) => BASE_ID.test(part)) ?? null
}

export const TablesCredentials = Schema.Struct(
  {
    ...tokenFields,
    api_key: Schema.optional(Secret),
    base_id: Schema.optional(identifier(BASE_ID, "a base id: app followed by letters and digits")),
    table: Schema.optional(text(256))
  },
  Extra
)

export const tables: ProviderDescriptor = {
  kind: "tables",
  role: "destination",
  aliases: ["tables", "database", "table_database", "airtable"],
  category: "table database",
  speaks: "Airtable Web API",
  envPrefix: "TABLES",
  perShop: false,
  endpoints: {
    api: "https://api.airtable.com",
    authorize: "https://airtable.com/oauth2/v1/authorize",
    token: "https://airtable.com/oauth2/v1/token"
  },
  credentials: Schema.decodeUnknownEither(TablesCredentials, { errors: "all" }),
  needs: [["api_key", "access_token", "refresh_token"], ["base_id"]],
  locators: ["base_id"],
  name: "Airtable",
  appValue: "airtable",
  fields: [
    {
      key: "api_key",
      label: "Personal access token",
      hint:
        "airtable.com/create/tokens, with data.records:read, data.records:write and schema.bases:read on your base.",
      placeholder: "pat…",
      secret: true
    },
    {
      key: "base_id",
      label: "Base ID",
      hint: "In the base's address: airtable.com/app…/\u00a0— the part starting with app, or paste the whole address.",
      placeholder: "appXXXXXXXXXXXXXX",
      // The hint sends the merchant to the address: the whole of it pasted is read as its id.
      read: (value) => airtableBaseId(value) ?? value
    },
    {
      key: "table",
      label: "Table name",
      hint: "Without it the base's first table is used. It needs a text field named Sync ID.",
      placeholder: "Sales",
      optional: true
    }
  ],
  // "base appX · table Sales"; without a table the sync writes the base's first one: "base appX, its first table".
  describe: (text) => {
    const base = `base ${text("base_id") ?? "?"}`
    const table = text("table")
    return table === undefined ? `${base}, its first table` : joinParts(base, `table ${table}`)
  }
}
