/**
 * The OAuth test world: the five provider emulators, a real SMTP sink and the
 * real service configured to use the emulators' authorize and token
 * endpoints, plus a browser-like redirect follower and a way to read what the
 * service stored (decrypted with the key the test gave it).
 */
import { type SignedIn, signUp } from "../support/accounts.js"
import { type CookieJar, keepCookies, newJar, withCookies } from "../support/cookie-jar.js"
import { dbQuery, type Row } from "../support/db.js"
import { decrypt, type ProviderWorld, startProviderWorld } from "../support/provider-world.js"

export { decrypt }

export const TABLES_CLIENT_SECRET = "tables-client-secret"

export type World = ProviderWorld

export const startWorld = (): Promise<World> =>
  startProviderWorld({
    tablesClientSecret: TABLES_CLIENT_SECRET,
    tables: { rateLimit: false },
    storefront: { rateLimit: false },
    marketplace: { rateLimit: false },
    office: { quota: false }
  })

/** A signed-in owner with one more integration of the given kinds (credentials as the user typed them). */
export const ownerWith = async (
  world: World,
  integration: {
    source: string
    destination: string
    source_credentials?: Record<string, unknown>
    destination_credentials?: Record<string, unknown>
  }
): Promise<SignedIn & { readonly target: string }> => {
  const user = await signUp(world.server.url, world.smtp)
  const created = await user.client.request("POST", "/api/integrations", {
    body: { email: user.email, ...integration }
  })
  if (created.status !== 201) throw new Error(`could not create the integration: ${JSON.stringify(created.body)}`)
  return { ...user, target: String(created.json["integration_id"]) }
}

export interface Hop {
  readonly url: URL
  readonly status: number
  readonly location: URL | null
  readonly body: unknown
}

/** Headers a browser (or API client) sends to the service only: a credential and the client's address. */
export type Auth = Readonly<Record<string, string>>

/** Each Auth value is one browser: the cookies the service set for it (e.g. OAuth's binding cookie). */
const jars = new WeakMap<Auth, CookieJar>()
const jarOf = (auth: Auth): CookieJar => {
  const known = jars.get(auth)
  if (known !== undefined) return known
  const jar = newJar()
  jars.set(auth, jar)
  return jar
}

/** The same Auth (so the same browser and cookie jar) every time for one signed-in user. */
const bearers = new WeakMap<SignedIn, Auth>()
export const bearer = (user: SignedIn): Auth => {
  const known = bearers.get(user)
  if (known !== undefined) return known
  const auth: Auth = { authorization: `Bearer ${user.token}`, "x-forwarded-for": user.client.address }
  bearers.set(user, auth)
  return auth
}

/**
 * One GET as a browser sends it: the service's credentials and cookies only to
 * the service's origin, redirects not followed.
 */
export const visit = async (world: World, url: URL, auth: Auth | null): Promise<Hop> => {
  const ours = url.origin === new URL(world.server.url).origin
  const jar = auth === null ? null : jarOf(auth)
  const response = await fetch(url, {
    redirect: "manual",
    headers: ours && auth !== null && jar !== null ? withCookies(jar, auth) : {}
  })
  if (ours && jar !== null) keepCookies(jar, response)
  const text = await response.text()
  let body: unknown = text
  try {
    body = text === "" ? null : JSON.parse(text)
  } catch {
    body = text
  }
  const location = response.headers.get("location")
  return { url, status: response.status, location: location === null ? null : new URL(location, url), body }
}

/**
 * Follows redirects from `path` on the service as a browser would, until an
 * answer that is not a redirect or the service's dashboard (not fetched).
 */
export const browse = async (world: World, path: string, auth: Auth | null, maxHops = 6): Promise<Array<Hop>> => {
  const hops: Array<Hop> = []
  let url: URL | null = new URL(path, world.server.url)
  while (url !== null && hops.length < maxHops) {
    const hop: Hop = await visit(world, url, auth)
    hops.push(hop)
    const next: URL | null = hop.status >= 300 && hop.status < 400 ? hop.location : null
    url = next !== null && !(next.origin === new URL(world.server.url).origin && next.pathname === "/dashboard")
      ? next
      : null
  }
  return hops
}

export const startPath = (provider: string, query: Record<string, string>): string =>
  `/api/auth/${provider}/start?${new URLSearchParams(query).toString()}`

export const integrationRow = async (world: World, id: string): Promise<Row> => {
  const [row] = await dbQuery(world.server.dataDir, "SELECT * FROM integrations WHERE id = ?", [id])
  if (row === undefined) throw new Error(`no integration ${id}`)
  return row
}

export const credentialsOf = async (
  world: World,
  id: string,
  side: "source" | "destination"
): Promise<Record<string, unknown>> => decrypt(world, (await integrationRow(world, id))[`${side}_credentials`])
