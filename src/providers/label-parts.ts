/** Pieces of the words that name a connected provider account. */

/** The prefix every key of a kind shares (Stripe's sk_live_, rk_test_…): it names the kind of key, not the key. */
const KEY_KIND = /^[a-z]{2,4}_(?:live|test)_/

/**
 * A key is shown by its kind's prefix and its last four characters at most, as the provider's dashboard shows it:
 * "key sk_test_…ator" (a bare "…ator" reads as a cut word); a key without such a prefix, "key ending in ator".
 */
export const maskedKey = (secret: string | undefined) => {
  if (secret === undefined) return undefined
  const kind = KEY_KIND.exec(secret)?.[0]
  return kind === undefined ? `key ending in ${secret.slice(-4)}` : `key ${kind}…${secret.slice(-4)}`
}

export const joinParts = (...parts: ReadonlyArray<string | undefined>) =>
  parts.filter((part) => part !== undefined).join(" · ")
