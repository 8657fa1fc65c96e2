/**
 * PostgreSQL for the scale suite and the PostgreSQL run: the admin URL is
 * SCALE_TEST_POSTGRES_URL, default postgres://postgres@127.0.0.1:5432/postgres.
 */
import { SQL } from "bun"
import { readdirSync, readFileSync, writeFileSync } from "node:fs"
import {
  aptAvailable,
  aptInstall,
  asRoot,
  has,
  isLoopback,
  Missing,
  reachable,
  run,
  say,
  waitUntilReachable
} from "./system.js"

export const adminUrl = (): string =>
  process.env["SCALE_TEST_POSTGRES_URL"] ?? "postgres://postgres@127.0.0.1:5432/postgres"

const clusterVersion = (): string | undefined => {
  try {
    return readdirSync("/etc/postgresql").sort().at(-1)
  } catch {
    return undefined
  }
}

/** A cluster this set-up installed itself lets local users in over loopback, as the suites connect without a password. */
const trustLoopback = (version: string): void => {
  const file = `/etc/postgresql/${version}/main/pg_hba.conf`
  const rule = "host all all 127.0.0.1/32 trust"
  writeFileSync(file, `${rule}\n${readFileSync(file, "utf8")}`)
  say(`PostgreSQL: ${file} now trusts 127.0.0.1 (a cluster installed for the tests)`)
}

const canQuery = async (url: string): Promise<string | undefined> => {
  const sql = new SQL(url)
  try {
    await sql`SELECT 1`
    return undefined
  } catch (error) {
    return error instanceof Error ? error.message : String(error)
  } finally {
    await sql.close()
  }
}

export const ensurePostgres = async (): Promise<void> => {
  const url = new URL(adminUrl())
  const port = Number(url.port || 5432)
  const shown = `${url.hostname}:${port}`
  if (!(await reachable(url.hostname, port))) {
    if (!isLoopback(url.hostname)) {
      throw new Missing(`PostgreSQL: nothing answers at ${shown} (SCALE_TEST_POSTGRES_URL)`)
    }
    const root = asRoot()
    let installed = false
    if (!has("pg_ctlcluster")) {
      if (!aptAvailable()) {
        throw new Missing(
          "PostgreSQL: not installed; install postgresql (apt-get install postgresql) or set SCALE_TEST_POSTGRES_URL"
        )
      }
      aptInstall(["postgresql"], "PostgreSQL for the scale suite")
      installed = true
    }
    const version = clusterVersion()
    if (version === undefined || root === undefined) {
      throw new Missing(
        `PostgreSQL: installed but not running on ${shown}; start it (pg_ctlcluster <version> main start)`
      )
    }
    if (installed) trustLoopback(version)
    run([...root, "pg_ctlcluster", "--skip-systemctl-redirect", version, "main", installed ? "restart" : "start"], true)
    if (!(await waitUntilReachable("127.0.0.1", port, 30))) {
      throw new Missing(`PostgreSQL: cluster ${version}/main could not be started on ${shown}`)
    }
    say(`PostgreSQL: started cluster ${version}/main`)
  }
  const refused = await canQuery(url.href)
  if (refused !== undefined) {
    throw new Missing(
      `PostgreSQL at ${shown} refused ${url.username || "the user"}: ${refused}; allow it on loopback ` +
        `(pg_hba.conf: host all all 127.0.0.1/32 trust) or set SCALE_TEST_POSTGRES_URL with a password`
    )
  }
  say(`PostgreSQL: ${shown}`)
}

/** Creates a fresh database next to the admin URL's; returns its URL and a function that drops it. */
export const freshDatabase = async (name: string): Promise<{ url: string; drop: () => Promise<void> }> => {
  const admin = new SQL(adminUrl())
  await admin.unsafe(`CREATE DATABASE ${name}`)
  await admin.close()
  const url = new URL(adminUrl())
  url.pathname = `/${name}`
  return {
    url: url.href,
    drop: async () => {
      const again = new SQL(adminUrl())
      await again.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await again.close()
    }
  }
}
