/**
 * How big and how deep a free-form JSON value may be, measured without
 * recursion: a value nested tens of thousands of levels deep (which
 * `JSON.stringify` cannot even serialise) is measured in constant stack and
 * refused as soon as it passes the depth limit.
 */
export interface JsonBounds {
  /** Levels of objects/arrays below the value itself (a flat object is depth 1). */
  readonly maxDepth: number
  /** Keys and array items in the whole value. */
  readonly maxEntries: number
  /** Characters of every key and string, added up. */
  readonly maxTextLength: number
}

/** Why the value is out of bounds, or null when it fits. */
export const jsonBoundsProblem = (value: unknown, bounds: JsonBounds): string | null => {
  const pending: Array<readonly [unknown, number]> = [[value, 0]]
  let entries = 0
  let text = 0
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [current, depth] = next
    if (typeof current === "string") text += current.length
    if (typeof current !== "object" || current === null) continue
    if (depth >= bounds.maxDepth) return `is nested deeper than ${bounds.maxDepth} levels`
    const fields: ReadonlyArray<readonly [string, unknown]> = Array.isArray(current)
      ? current.map((item: unknown) => ["", item] as const)
      : Object.entries(current)
    entries += fields.length
    if (entries > bounds.maxEntries) return `has more than ${bounds.maxEntries} entries`
    for (const [key, item] of fields) {
      text += key.length
      pending.push([item, depth + 1])
    }
    if (text > bounds.maxTextLength) return `is longer than ${bounds.maxTextLength} characters`
  }
  return text > bounds.maxTextLength ? `is longer than ${bounds.maxTextLength} characters` : null
}

/** C0 and C1 control characters and DEL: never part of a name, an identifier or a secret. */
export const hasControlCharacter = (value: string): boolean => /[\u0000-\u001f\u007f-\u009f]/.test(value)

/**
 * Text that is not well-formed Unicode: a lone surrogate ("\ud83d", half an emoji). Stored, it becomes U+FFFD, so
 * a name saved with one no longer matches the name it was checked against.
 */
export const hasLoneSurrogate = (value: string): boolean =>
  /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(value)
