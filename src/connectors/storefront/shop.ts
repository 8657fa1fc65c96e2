/** The shop's host and the provider URLs with `{shop}` filled in. */

/** `my-store`, `my-store.myshopify.com` or `https://my-store.myshopify.com/` → `my-store.myshopify.com`. */
export const shopHost = (value: unknown): string | null => {
  if (typeof value !== "string") return null
  const host = value.trim().toLowerCase().replace(/^https?:\/\//, "").replace(/\/.*$/, "")
  if (host === "" || !/^[a-z0-9][a-z0-9.-]*$/.test(host)) return null
  return host.includes(".") ? host : `${host}.myshopify.com`
}

/** Fills `{shop}`: a template written `{shop}.myshopify.com` takes the subdomain, any other the full host. */
export const apiBase = (template: string, host: string): string => {
  const subdomain = host.endsWith(".myshopify.com") ? host.slice(0, -".myshopify.com".length) : host
  return template.includes("{shop}.myshopify.com") ? template.replace(/\{shop\}/g, subdomain) : template.replace(/\{shop\}/g, host)
}
