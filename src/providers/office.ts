/** The office suite: Google Sheets, by OAuth token. */
import { Schema } from "effect"
import { Extra, identifier, text, tokenFields } from "../domain/credentials.js"
import type { ProviderDescriptor } from "./descriptor.js"
import { joinParts } from "./label-parts.js"

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
  perShop: false,
  endpoints: {
    api: "https://sheets.googleapis.com",
    authorize: "https://accounts.google.com/o/oauth2/v2/auth",
    token: "https://oauth2.googleapis.com/token"
  },
  credentials: Schema.decodeUnknownEither(OfficeCredentials, { errors: "all" }),
  needs: [["spreadsheet_id"], ["access_token", "refresh_token"]],
  locators: ["spreadsheet_id"],
  name: "Google Sheets",
  appValue: "sheets",
  fields: [
    {
      key: "spreadsheet_id",
      label: "Spreadsheet ID",
      hint: "In the sheet's address, between /d/ and /edit.",
      placeholder: "1AbC…"
    },
    {
      key: "sheet",
      label: "Sheet (tab) name",
      hint: "Without it the first tab is used.",
      placeholder: "Sheet1",
      optional: true
    },
    {
      key: "access_token",
      label: "Access token",
      hint: "Google's tokens last an hour: after that, syncs fail until you paste a new one.",
      hintWithOAuth: "Connect Google Sheets above keeps the token fresh for you.",
      placeholder: "ya29.…",
      secret: true
    }
  ],
  describe: (text) => joinParts(`sheet ${text("spreadsheet_id") ?? "?"}`, text("sheet"))
}
