/**
 * A browser's cookies for one site: what its answers set (Set-Cookie) is sent
 * back on its later requests, merged with any Cookie header the test sends.
 */
export type CookieJar = Map<string, string>

export const newJar = (): CookieJar => new Map()

/** Keeps the cookies an answer sets; an expired or emptied one is removed. */
export const keepCookies = (jar: CookieJar, response: Response): void => {
  for (const line of response.headers.getSetCookie()) {
    const [pair = "", ...attributes] = line.split(";")
    const at = pair.indexOf("=")
    if (at <= 0) continue
    const name = pair.slice(0, at).trim()
    const value = pair.slice(at + 1).trim()
    const expired = attributes.some((a) => /^\s*max-age\s*=\s*0\s*$/i.test(a))
    if (value === "" || expired) jar.delete(name)
    else jar.set(name, value)
  }
}

/** The request headers with the jar's cookies added to the Cookie header. */
export const withCookies = (jar: CookieJar, headers: Readonly<Record<string, string>>): Record<string, string> => {
  const sent = [headers["cookie"], ...[...jar].map(([name, value]) => `${name}=${value}`)].filter((c) =>
    c !== undefined && c !== ""
  )
  return sent.length === 0 ? { ...headers } : { ...headers, cookie: sent.join("; ") }
}
