/** The office suite: Google Sheets, by OAuth token. */
import { Schema } from "effect"
import { Extra, identifier, text, tokenFields } from "../domain/credentials.js"
import type { ProviderDescriptor } from "./descriptor.js"

export const OfficeCredentials = Schema.Struct(
  {
    ...tokenFields,
    spreadsheet_id: Schema.optional(identifier(/^[A-Za-z0-9_-]+$/, "a spreadsheet id: letters, digits, _ and -")),
    sheet: Schema.optional(text(256))
  },
  Extra
)

export const office: ProviderDescriptor = {
  kind: "office",
  role: "destination",
  aliases: ["office", "office_suite", "sheets", "google"],
  category: "spreadsheet",
  speaks: "Google Sheets API v4",
  envPrefix: "OFFICE",
  endpoints: {
    api: "https://sheets.googleapis.com",
    authorize: "https://accounts.google.com/o/oauth2/v2/auth",
    token: "https://oauth2.googleapis.com/token"
  },
  credentials: Schema.decodeUnknownEither(OfficeCredentials, { errors: "all" }),
  locators: ["spreadsheet_id"]
}
