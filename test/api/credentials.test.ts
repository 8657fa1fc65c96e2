import { describe, expect, test } from "bun:test"
import { uniqueEmail } from "../support/accounts.js"
import { makeClient } from "../support/client.js"
import { dbQuery } from "../support/db.js"
import { useServerWithMail } from "../support/mail-server.js"

const world = useServerWithMail()

const integrationCount = async (): Promise<number> =>
  Number((await dbQuery(world.server.dataDir, "SELECT COUNT(*) AS n FROM integrations"))[0]?.["n"])

const onboard = (body: Record<string, unknown>) =>
  makeClient(world.server.url).request("POST", "/api/integrations", { body: { email: uniqueEmail("cred"), ...body } })

const deepArray = (depth: number): string => "[".repeat(depth) + "]".repeat(depth)

describe("credentials are checked per provider at onboarding", () => {
  const refused: Array<[string, Record<string, unknown>, string]> = [
    ["a shop that is an IP address", {
      source: "storefront",
      destination: "tables",
      source_credentials: { shop: "127.0.0.1" }
    }, "source_credentials.shop"],
    ["a shop on another domain", {
      source: "shopify",
      destination: "tables",
      source_credentials: { shop: "evil.example.com" }
    }, "source_credentials.shop"],
    ["a shop that only starts like one", {
      source: "storefront",
      destination: "tables",
      source_credentials: { shop: "my-store.myshopify.com.evil.example" }
    }, "source_credentials.shop"],
    ["a shop with a user part", {
      source: "storefront",
      destination: "tables",
      source_credentials: { shop: "evil.example@my-store.myshopify.com" }
    }, "source_credentials.shop"],
    [
      "a shop that is not a string",
      { source: "storefront", destination: "tables", source_credentials: { shop: 127 } },
      "source_credentials.shop"
    ],
    ["a base id that walks the path", {
      source: "payments",
      destination: "tables",
      destination_credentials: { api_key: "pat_x", base_id: "app1/../../v0/meta" }
    }, "destination_credentials.base_id"],
    ["a base id without the app prefix", {
      source: "payments",
      destination: "airtable",
      destination_credentials: { base_id: "tbl123" }
    }, "destination_credentials.base_id"],
    ["a spreadsheet id with a slash", {
      source: "payments",
      destination: "office",
      destination_credentials: { spreadsheet_id: "abc/values/A1" }
    }, "destination_credentials.spreadsheet_id"],
    ["a sheet name with a control character", {
      source: "payments",
      destination: "sheets",
      destination_credentials: { spreadsheet_id: "abc", sheet: "Sheet\u0007" }
    }, "destination_credentials.sheet"],
    ["a marketplace id that is not one", {
      source: "marketplace",
      destination: "tables",
      source_credentials: { marketplace_id: "x&y=1" }
    }, "source_credentials.marketplace_id"],
    ["an API key with a newline", {
      source: "payments",
      destination: "tables",
      source_credentials: { api_key: "sk_test\r\nX-Injected: 1" }
    }, "source_credentials.api_key"],
    ["too many keys", {
      source: "payments",
      destination: "tables",
      source_credentials: Object.fromEntries(Array.from({ length: 200 }, (_, i) => [`k${i}`, "v"]))
    }, "source_credentials"],
    ["a nested value deeper than credentials need", {
      source: "payments",
      destination: "tables",
      source_credentials: { a: { b: { c: { d: { e: { f: 1 } } } } } }
    }, "source_credentials"]
  ]
  for (const [label, body, field] of refused) {
    test(`400 invalid_input naming ${field}: ${label}`, async () => {
      const before = await integrationCount()
      const response = await onboard(body)
      expect(response.status).toBe(400)
      expect(response.json["ok"]).toBe(false)
      expect(response.json["error"]).toBe("invalid_input")
      expect(String(response.json["message"])).toContain(field)
      expect(await integrationCount()).toBe(before)
    })
  }

  test("a 60,000-deep array inside source_credentials is a 400, not a 500", async () => {
    const before = await integrationCount()
    const raw = `{"email":"${
      uniqueEmail("deep")
    }","source":"payments","destination":"tables","source_credentials":{"x":${deepArray(60_000)}}}`
    const response = await makeClient(world.server.url).request("POST", "/api/integrations", {
      raw,
      headers: { "content-type": "application/json" }
    })
    expect(response.status).toBe(400)
    expect(response.json["error"]).toBe("invalid_input")
    expect(String(response.json["message"])).toContain("source_credentials")
    expect(await integrationCount()).toBe(before)
  })

  test("good values pass, a shop in any spelling of its myshopify.com domain included", async () => {
    for (
      const body of [
        {
          source: "storefront",
          destination: "tables",
          source_credentials: { shop: "HTTPS://My-Store.myshopify.com/", access_token: "shpat_1" }
        },
        {
          source: "payments",
          destination: "tables",
          destination_credentials: { api_key: "pat_x", base_id: "appAbC123", table: "Sales 2026" }
        },
        {
          source: "marketplace",
          destination: "office",
          source_credentials: { refresh_token: "Atzr|x", marketplace_id: "ATVPDKIKX0DER" },
          destination_credentials: { spreadsheet_id: "1AbC_d-E", sheet: "Q1 sales" }
        }
      ]
    ) {
      const response = await onboard(body)
      expect(response.status).toBe(201)
    }
  })
})
