/** Reads the `page_info` of the `rel="next"` entry of a storefront `Link` header. */
export const nextPageInfo = (link: string | undefined): string | null => {
  if (link === undefined || link === "") return null
  for (const part of link.split(",")) {
    const match = /<([^>]+)>\s*;\s*rel="?next"?/.exec(part.trim())
    if (match === null) continue
    try {
      return new URL(match[1]).searchParams.get("page_info")
    } catch {
      return null
    }
  }
  return null
}
