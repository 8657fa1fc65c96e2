/** Pieces of the words that name a connected provider account. */

/** A key is shown by its last four characters at most. */
export const lastFour = (secret: string | undefined) => (secret === undefined ? undefined : `key …${secret.slice(-4)}`)

export const joinParts = (...parts: ReadonlyArray<string | undefined>) =>
  parts.filter((part) => part !== undefined).join(" · ")
