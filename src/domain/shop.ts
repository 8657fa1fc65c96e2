/**
 * A storefront shop is only ever a `*.myshopify.com` host: it fills the
 * `{shop}` placeholder of a configured URL and never names a host of its own,
 * so a credential cannot point the service (and the tokens it sends) anywhere else.
 */
export const MYSHOPIFY = /^[a-z0-9][a-z0-9-]*\.myshopify\.com$/

/** `my-store.myshopify.com` (any case, with or without scheme or trailing slash), or null when it is not a myshopify.com shop. */
export const myshopifyHost = (value: string | undefined): string | null => {
  if (value === undefined) return null
  const host = value.trim().toLowerCase().replace(/^https?:\/\//, "").replace(/\/+$/, "")
  return MYSHOPIFY.test(host) ? host : null
}

/** Fills `{shop}`: a template written `{shop}.myshopify.com` takes the subdomain, any other the full host. */
export const shopUrl = (template: string, host: string): string =>
  template.includes("{shop}.myshopify.com")
    ? template.replace(/\{shop\}/g, host.slice(0, -".myshopify.com".length))
    : template.replace(/\{shop\}/g, host)
