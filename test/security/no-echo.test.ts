/**
 * A bad request is answered with what is wrong, never with the input sent back: a 200 KB key or value cannot make
 * the answer larger than a few kilobytes.
 */
import { describe, expect, test } from "bun:test"
import { quickStartBody, signUp, uniqueEmail } from "../support/accounts.js"
import { makeClient } from "../support/client.js"
import { useServerWithMail } from "../support/mail-server.js"

const world = useServerWithMail()
const LARGE = 200 * 1024
const answerBytes = (json: unknown) => JSON.stringify(json).length

describe("no input is echoed back at length", () => {
  test("an unknown 200 KB key, a 200 KB value and a 200 KB provider name get a short 400", async () => {
    const anonymous = makeClient(world.server.url)
    const bodies = [
      { ...quickStartBody(uniqueEmail()), ["k".repeat(LARGE)]: 1 },
      { ...quickStartBody(uniqueEmail()), email: `${"a".repeat(LARGE)}@example.com` },
      { ...quickStartBody(uniqueEmail()), source: "p".repeat(LARGE) }
    ]
    for (const [index, body] of bodies.entries()) {
      const answer = await anonymous.request("POST", "/api/integrations", { body })
      expect({ index, status: answer.status }).toEqual({ index, status: 400 })
      expect({ index, bytes: answerBytes(answer.json) < 4096 }).toEqual({ index, bytes: true })
    }
  })

  test("a mapping with long unknown fields gets a short 400 naming each problem", async () => {
    const member = await signUp(world.server.url, world.smtp)
    const mapping = Array.from({ length: 20 }, (_, i) => ({
      source_field: `amount${i}`,
      destination_field: `${"D".repeat(9000)}${i}`,
      transform: null
    }))
    const answer = await member.client.request("POST", "/api/schema/infer/apply", {
      body: { integration_id: member.integrationId, mapping }
    })
    expect(answer.status).toBe(400)
    expect(answerBytes(answer.json)).toBeLessThan(64 * 1024)
  })
})
