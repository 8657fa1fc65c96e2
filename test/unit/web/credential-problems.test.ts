/** A refused key form's problems, by the form's fields and in their labels' words. */
import { describe, expect, test } from "bun:test"
import { credentialProblems } from "../../../src/web/credential-problems.js"
import { guideOf } from "../../../src/web/providers.js"

const fields = guideOf("airtable")?.fields ?? []
const refused = (problems: ReadonlyArray<{ field: string; message: string }>) => ({
  message: "Invalid input: …",
  details: { problems }
})

describe("a key form's problems", () => {
  test("each is its field's, by the field's label, without the side's path", () => {
    const { byField, general } = credentialProblems(
      refused([
        { field: "destination_credentials.base_id", message: "must be a base id: app followed by letters and digits" },
        { field: "credentials.api_key", message: "is required (or access_token or refresh_token)" }
      ]),
      fields
    )
    expect([...byField]).toEqual([
      ["base_id", "Base ID must be a base id: app followed by letters and digits."],
      ["api_key", "Personal access token is required."]
    ])
    expect(general).toEqual([])
  })

  test("what concerns no field of the form is said apart; an answer without problems by its message", () => {
    expect(credentialProblems(refused([{ field: "credentials", message: "has too many entries" }]), fields).general)
      .toEqual(["What you entered has too many entries."])
    expect(credentialProblems({ message: "Too busy." }, fields)).toEqual({ byField: new Map(), general: ["Too busy."] })
  })
})
