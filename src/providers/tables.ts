/** The table database: Airtable, written by personal access token or OAuth. */
import { Schema } from "effect"
import { Extra, identifier, Secret, text, tokenFields } from "../domain/credentials.js"
import type { ProviderDescriptor } from "./descriptor.js"

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
  endpoints: {
    api: "https://api.airtable.com",
    authorize: "https://airtable.com/oauth2/v1/authorize",
    token: "https://airtable.com/oauth2/v1/token"
  },
  credentials: Schema.decodeUnknownEither(TablesCredentials, { errors: "all" }),
  locators: ["base_id"]
}
