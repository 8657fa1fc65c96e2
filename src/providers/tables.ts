/** The table database: Airtable, written by personal access token or OAuth. */
import { Schema } from "effect"
import { Extra, identifier, Secret, text, tokenFields } from "../domain/credentials.js"
import type { ProviderDescriptor } from "./descriptor.js"
import { joinParts } from "./label-parts.js"

export const TablesCredentials = Schema.Struct(
  {
    ...tokenFields,
    api_key: Schema.optional(Secret),
    base_id: Schema.optional(identifier(/^app[A-Za-z0-9]+$/, "a base id: app followed by letters and digits")),
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
      hint: "In the base's address: airtable.com/app…/ — the part starting with app.",
      placeholder: "appXXXXXXXXXXXXXX"
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
