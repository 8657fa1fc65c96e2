/**
 * The rules every saved mapping obeys (PATCH and apply alike). Returns every
 * problem at once so the user can fix them in one go.
 */
import { hasControlCharacter, hasLoneSurrogate } from "../domain/json-bounds.js"
import { isTransformName, isValidSourcePath, transformNames } from "../domain/transforms.js"
import { isKeyField, keyFieldProblem } from "./key-field.js"

export interface MappingEntryInput {
  readonly source_field: string
  readonly destination_field: string
  readonly transform: string | null
}

/** More fields than any table or sheet is mapped onto; the bound keeps a save (and every sync) cheap. */
export const MAX_MAPPING_ENTRIES = 200

const CONTROL = "must not contain control characters (NUL, line breaks, …)"
const NOT_UNICODE = "must be valid Unicode text (it holds a lone surrogate)"

export const mappingProblems = (
  entries: ReadonlyArray<MappingEntryInput>,
  options: { readonly knownDestinationFields?: ReadonlyArray<string> } = {}
): ReadonlyArray<string> => {
  if (entries.length > MAX_MAPPING_ENTRIES) {
    return [`mappings: at most ${MAX_MAPPING_ENTRIES} entries, not ${entries.length}`]
  }
  const problems: Array<string> = []
  const seen = new Map<string, number>()
  const known = options.knownDestinationFields === undefined ? undefined : new Set(options.knownDestinationFields)
  entries.forEach((entry, index) => {
    const at = `mappings[${index}]`
    if (entry.source_field.trim() === "") problems.push(`${at}.source_field: must not be empty`)
    else if (hasControlCharacter(entry.source_field)) problems.push(`${at}.source_field: ${CONTROL}`)
    else if (hasLoneSurrogate(entry.source_field)) problems.push(`${at}.source_field: ${NOT_UNICODE}`)
    else if (!isValidSourcePath(entry.source_field)) {
      problems.push(
        `${at}.source_field: "${entry.source_field}" is not a dot path (e.g. "amount" or "line_items.0.sku")`
      )
    }
    const destination = entry.destination_field.trim()
    if (destination === "") problems.push(`${at}.destination_field: must not be empty`)
    else if (hasControlCharacter(entry.destination_field)) problems.push(`${at}.destination_field: ${CONTROL}`)
    else if (hasLoneSurrogate(entry.destination_field)) problems.push(`${at}.destination_field: ${NOT_UNICODE}`)
    else {
      const first = seen.get(destination)
      if (first !== undefined) {
        problems.push(`${at}.destination_field: "${destination}" is already mapped by mappings[${first}]`)
      } else seen.set(destination, index)
      if (isKeyField(destination)) problems.push(keyFieldProblem(destination, at))
      // The column's own name, spaces and all: a header "Name " is a different column from "Name".
      else if (known !== undefined && !known.has(entry.destination_field)) {
        problems.push(`${at}.destination_field: "${entry.destination_field}" is not a field of the destination`)
      }
    }
    if (entry.transform !== null && !isTransformName(entry.transform)) {
      problems.push(`${at}.transform: "${entry.transform}" is not one of ${transformNames.join(", ")} (or null)`)
    }
  })
  return problems
}
