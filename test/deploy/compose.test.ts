/**
 * compose.yaml and .env.example, read as an operator's tools read them. (The
 * topology itself runs from the built image in test/container, against the
 * machine's PostgreSQL and Redis: these machines cannot pull postgres or redis.)
 */
import { describe, expect, test } from "bun:test"
import { Schema } from "effect"
import { readFileSync } from "node:fs"
import { join } from "node:path"

const root = join(import.meta.dir, "..", "..")
const read = (file: string) => readFileSync(join(root, file), "utf8")

const Service = Schema.Struct({
  image: Schema.optional(Schema.String),
  build: Schema.optional(Schema.String),
  command: Schema.optional(Schema.Array(Schema.String)),
  env_file: Schema.optional(Schema.String),
  environment: Schema.optional(Schema.Record({ key: Schema.String, value: Schema.String })),
  healthcheck: Schema.optional(Schema.Struct({ test: Schema.Array(Schema.String) })),
  depends_on: Schema.optional(
    Schema.Record({ key: Schema.String, value: Schema.Struct({ condition: Schema.String }) })
  ),
  volumes: Schema.optional(Schema.Array(Schema.String))
})
type Service = typeof Service.Type
const Compose = Schema.Struct({
  services: Schema.Record({ key: Schema.String, value: Service }),
  volumes: Schema.Record({ key: Schema.String, value: Schema.Unknown })
})
const compose = Schema.decodeUnknownSync(Compose)(Bun.YAML.parse(read("compose.yaml")))

describe("compose.yaml", () => {
  const { services } = compose
  const app = (name: string): Service => services[name] ?? {}

  test("postgres 15 on a named volume and redis 7, each with a health check", () => {
    expect(app("postgres").image).toBe("postgres:15")
    expect(app("redis").image).toBe("redis:7")
    expect(app("postgres").volumes).toEqual(["postgres-data:/var/lib/postgresql/data"])
    expect(Object.keys(compose.volumes)).toEqual(["postgres-data"])
    expect(app("postgres").healthcheck?.test).toContain("pg_isready")
    expect(app("redis").healthcheck?.test).toContain("ping")
  })

  test("an API process that only queues and two workers, from the same image, sharing the env file and the stores", () => {
    const processes = ["api", "worker-1", "worker-2"].map(app)
    for (const service of processes) {
      expect(service.build).toBe(".")
      expect(service.image).toBe("salesync:latest")
      expect(service.env_file).toBe(".env")
      expect(service.environment?.["DATABASE_URL"]).toStartWith("postgres://salesync:")
      expect(service.environment?.["REDIS_URL"]).toBe("redis://redis:6379/0")
      expect(service.depends_on).toEqual({
        postgres: { condition: "service_healthy" },
        redis: { condition: "service_healthy" }
      })
    }
    expect(app("api").environment?.["SYNC_RUNNERS"]).toBe("external")
    expect(app("api").command).toBeUndefined()
    for (const name of ["worker-1", "worker-2"]) {
      expect(app(name).command).toEqual(["bun", "src/worker.ts"])
      expect(app(name).environment?.["RUNNER_HOST"]).toBe(name)
      expect(app(name).healthcheck?.test).toEqual(["CMD", "bun", "src/healthcheck.ts", "runner"])
    }
  })
})

/** Every environment variable the service reads: names given to Config in src/, and each provider's endpoints. */
const variablesRead = (): ReadonlyArray<string> => {
  const names = new Set<string>()
  for (const file of new Bun.Glob("**/*.ts").scanSync({ cwd: join(root, "src") })) {
    const text = read(join("src", file))
    if (!/\bConfig\./.test(text)) continue
    for (const match of text.matchAll(/Config\.\w+(?:\([^()]*\))?\(\s*"([A-Z][A-Z0-9_]*)"/g)) names.add(match[1] ?? "")
    for (const match of text.matchAll(/"([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)"/g)) names.add(match[1] ?? "")
  }
  for (const prefix of ["PAYMENTS", "TABLES", "STOREFRONT", "MARKETPLACE", "OFFICE"]) {
    for (
      const suffix of ["API_URL", "OAUTH_AUTHORIZE_URL", "OAUTH_TOKEN_URL", "OAUTH_CLIENT_ID", "OAUTH_CLIENT_SECRET"]
    ) {
      names.add(`${prefix}_${suffix}`)
    }
  }
  return [...names].sort()
}

test(".env.example documents every variable the service reads, with ENCRYPTION_KEY and CRON_SECRET to fill in", () => {
  const example = read(".env.example")
  const documented = new Set([...example.matchAll(/^(?:# )?([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]))
  const names = variablesRead()
  expect(names).toContain("PORT")
  expect(names).toContain("TABLES_REQUESTS_PER_SECOND")
  expect(names.filter((name) => !documented.has(name))).toEqual([])
  expect(example).toMatch(/^ENCRYPTION_KEY=$/m)
  expect(example).toMatch(/^CRON_SECRET=$/m)
  expect(example).toMatch(/^POSTGRES_PASSWORD=$/m)
})
