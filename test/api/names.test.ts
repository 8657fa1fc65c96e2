/** Names are one line of text: a NUL byte or another control character is refused, never stored. */
import { expect, test } from "bun:test"
import { signUp } from "../support/accounts.js"
import { dbQuery } from "../support/db.js"
import { useServerWithMail } from "../support/mail-server.js"

const world = useServerWithMail()

test("an API key name with a NUL byte or a line break is a 400 invalid_input naming the field; no key is created", async () => {
  const user = await signUp(world.server.url, world.smtp)
  for (const name of ["ci\u0000admin", "ci\nforged", "bell\u0007"]) {
    const response = await user.client.request("POST", "/api/account/api-keys", { body: { name } })
    expect(response.status).toBe(400)
    expect(response.json).toMatchObject({ ok: false, error: "invalid_input" })
    // A NUL is refused at the edge for every field; the other control characters by the name's own schema.
    expect(String(response.json["message"])).toContain(name.includes("\u0000") ? "NUL" : "name")
  }
  const rows = await dbQuery(
    world.server.dataDir,
    "SELECT name FROM api_keys WHERE account_id = (SELECT account_id FROM integrations WHERE id = ?)",
    [user.integrationId]
  )
  expect(rows).toEqual([])
  const fine = await user.client.request("POST", "/api/account/api-keys", { body: { name: "Zapier — Ünïcode ok" } })
  expect(fine.status).toBe(201)
})
