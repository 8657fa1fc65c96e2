/**
 * A few real calls through a client typed by the types generated from
 * /api/openapi.json. Type-checked by test/contract/openapi.test.ts after it
 * generated test/.generated/salesync-api.ts, then run against the server.
 */
import createClient from "openapi-fetch"
import type { paths } from "../.generated/salesync-api.js"

export const runCalls = async (baseUrl: string, email: string) => {
  const client = createClient<paths>({ baseUrl, headers: { "x-forwarded-for": "10.99.0.1" } })

  const created = await client.POST("/api/integrations", {
    body: { email, source: "payments", destination: "tables", source_credentials: { api_key: "sk_test_typed" } }
  })
  const integrationId: string | undefined = created.data?.integration_id

  const health = await client.GET("/api/health")
  const healthy: boolean | undefined = health.data?.ok

  const refused = await client.GET("/api/dashboard/integrations", { params: { query: { limit: "5" } } })
  const errorCode: string | undefined = refused.error?.error

  const invalid = await client.POST("/api/waitlist", { body: { email: "not-an-email" } })
  const invalidCode: string | undefined = invalid.error?.error

  // The generated types really constrain calls: a wrong body does not compile.
  // @ts-expect-error email must be a string
  void (() => client.POST("/api/waitlist", { body: { email: 42 } }))
  // @ts-expect-error no such route in the contract
  void (() => client.GET("/api/not-a-route"))

  return { integrationId, healthy, errorCode, refusedStatus: refused.response.status, invalidCode }
}
