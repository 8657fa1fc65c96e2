/** What infer and apply tell the user about the schema they worked against. */
import type { JsonRecord } from "../connectors/contract.js"
import type { ProviderKind } from "../domain/providers.js"
import { quotedNames } from "../domain/quoted-names.js"
import { editDistance } from "../mapping/edit-distance.js"
import { flattenSamples } from "../mapping/flatten.js"
import { KEY_FIELD } from "../mapping/key-field.js"
import { getPath } from "../mapping/path.js"
import { defaultSchemaFor } from "./default-schemas.js"
import { type DestinationRead, labelOf } from "./schema-sources.js"

/** Columns whose names hold a tab or line break: not echoed, since they could break the line they are shown on. */
export const unnameableNote = (count: number): string =>
  `${count === 1 ? "1 column's name holds" : `${count} columns' names hold`} a tab, line break or other control ` +
  "character, or text that is not valid Unicode, which a mapping cannot name, so it is left unmapped: rename it in " +
  "the destination and infer again."

export const inferNotes = (kind: ProviderKind, read: DestinationRead, sampleCount: number): ReadonlyArray<string> => {
  const label = labelOf(kind)
  const notes: Array<string> = []
  if (read.status === "unreadable") {
    const names = quotedNames(defaultSchemaFor(kind).map((field) => field.name))
    notes.push(
      `The ${label} could not be read (${read.reason}), so this proposal uses salesync's default sales schema for a ${label}: ${names}. ` +
        (kind === "office"
          ? "The first sync adds missing columns to the header row; or fix the destination connection and infer again."
          : `Create these fields in the table, with a single line text field "${KEY_FIELD}", or fix the destination connection and infer again.`)
    )
  } else if (read.status === "empty_sheet") {
    notes.push(
      `The sheet "${read.target}" has no header row yet, so this proposal uses the default sales headers; the first sync writes the header row from the saved mapping.`
    )
  } else {
    if (read.fields.length === 0) {
      notes.push(
        `The ${label} "${read.target}" has no fields to map onto besides "${KEY_FIELD}": add fields, then infer again.`
      )
    }
    if (kind === "tables" && !read.hasKeyField) {
      notes.push(
        `The table "${read.target}" has no "${KEY_FIELD}" field: add a single line text field named "${KEY_FIELD}" before the first sync (salesync stores each record's id there).`
      )
    }
  }
  if (sampleCount === 0) {
    notes.push(
      "There were no sample records, so nothing could be matched: send sample_records, or infer again once the source has records."
    )
  }
  return notes
}

/** The list a path takes one element of, and which (`line_items` and 0 of `line_items.0.name`), if it does. */
const placeIn = (path: string): { readonly list: string; readonly at: number } | undefined => {
  const found = /^(.+?)\.(\d+)(?:\.|$)/.exec(path)
  return found === null ? undefined : { list: found[1], at: Number(found[2]) }
}

/** A path naming an element's name or title: what `join` writes for each element of its list. */
const namesElement = (path: string): boolean => /\.0\.(?:name|title)$/i.test(path)

const ordinals = ["first", "second", "third", "fourth"]
const ordinal = (at: number): string => ordinals[at] ?? `${at + 1}th`
/** "the first", "the first and second", "the first, second and fourth". */
const placesNamed = (places: ReadonlyArray<number>): string => {
  const words = places.map(ordinal)
  return `the ${words.length === 1 ? words[0] : `${words.slice(0, -1).join(", ")} and ${words[words.length - 1]}`}`
}

/**
 * A proposal names elements of a list (`line_items.0.name`; a shop's taxes titled by place: `tax_lines.0.price` for
 * "GST" and `tax_lines.1.price` for "QST"); where records hold an element no column takes, it is left out of the row,
 * so the merchant is told. A column of the elements' names can list them all (`join` on the list writes each
 * element's name); no transform lists their quantities or prices, so none is offered for those.
 */
export const firstElementNotes = (
  mappings: ReadonlyArray<{ readonly source_field: string; readonly destination_field: string }>,
  samples: ReadonlyArray<JsonRecord>
): ReadonlyArray<string> => {
  const byList = new Map<string, Array<{ readonly source_field: string; readonly destination_field: string }>>()
  for (const entry of mappings) {
    const place = placeIn(entry.source_field)
    if (place !== undefined) byList.set(place.list, [...(byList.get(place.list) ?? []), entry])
  }
  return [...byList].flatMap(([list, entries]) => {
    const places = [...new Set(entries.map((entry) => placeIn(entry.source_field)?.at ?? 0))].sort((a, b) => a - b)
    const lengths = samples.map((record) => {
      const value = getPath(record, list)
      return Array.isArray(value) ? value.length : 0
    })
    const holding = lengths.filter((length) => Array.from({ length }, (_, at) => at).some((at) => !places.includes(at)))
      .length
    if (holding === 0) return []
    const paths = entries.map((entry) => entry.source_field)
    const named = entries.find((entry) => namesElement(entry.source_field))
    return [
      `${holding} of the ${samples.length} sample records ${holding === 1 ? "holds" : "hold"} ${
        places.length === 1 && places[0] === 0
          ? `more than one of "${list}"`
          : `more of "${list}" than its columns take`
      } (up to ${Math.max(...lengths)}), but ${quotedNames(paths)} ${paths.length === 1 ? "copies" : "copy"} only ${
        placesNamed(places)
      }: the others are not in the row.` +
      (named === undefined
        ? ""
        : ` To list every one's name in "${named.destination_field}", map "${list}" there with the join transform.`)
    ]
  })
}

/** Why apply saved without checking fields against the destination, if it did. */
export const applyWarnings = (kind: ProviderKind, read: DestinationRead): ReadonlyArray<string> =>
  read.status === "unreadable"
    ? [
      `Destination fields were not checked: the ${
        labelOf(kind)
      } could not be read (${read.reason}). Every sync checks them again and reports fields the destination lacks.`
    ]
    : read.status === "empty_sheet"
    ? [`The sheet "${read.target}" has no header row yet: the first sync writes it from this mapping.`]
    : []

/**
 * Fields a previewed mapping names that the destination does not have. A table refuses the whole write, so
 * every sync would fail on them; a sheet's missing columns are added to its header row by the sync, so a sheet
 * gets no warning.
 */
export const previewWarnings = (
  kind: ProviderKind,
  read: DestinationRead,
  mapped: ReadonlyArray<string>
): ReadonlyArray<string> => {
  if (kind === "office" || read.status !== "read") return []
  const present = new Set(read.fields.map((field) => field.name))
  return [...new Set(mapped)]
    .filter((name) => !present.has(name) && name !== KEY_FIELD)
    .map((name) =>
      `The destination "${read.target}" has no field "${name}": a sync with this mapping fails until the field is ` +
      "added there or its row is changed."
    )
}

/** The records' own path closest in spelling to one they do not have, when it is a likely slip (a few letters). */
const nearestPath = (path: string, paths: ReadonlyArray<string>): string | undefined => {
  const scored = paths.map((candidate) => ({ candidate, distance: editDistance(path, candidate) }))
  const best = scored.reduce<{ candidate: string; distance: number } | undefined>(
    (found, next) => found === undefined || next.distance < found.distance ? next : found,
    undefined
  )
  return best !== undefined && best.distance <= Math.max(2, Math.floor(path.length / 8)) ? best.candidate : undefined
}

/**
 * Source paths that no sample record has: a mistyped path ("line_items.0.titel") converts without an error, as an
 * empty cell, and would leave its column empty on every row the sync writes. Said before it is saved, with the
 * records' own path it most likely meant.
 */
export const absentSourceWarnings = (
  rules: ReadonlyArray<{ readonly source_field: string; readonly destination_field: string }>,
  samples: ReadonlyArray<JsonRecord>
): ReadonlyArray<string> => {
  if (samples.length === 0) return []
  const known = flattenSamples(samples).map((field) => field.path)
  const absent = rules.filter(({ source_field }) =>
    samples.every((record) => getPath(record, source_field) === undefined)
  )
  return absent.map(({ source_field, destination_field }) => {
    const near = nearestPath(source_field, known)
    return `No sample record has "${source_field}", so "${destination_field}" stays empty on these records: ` +
      (near === undefined
        ? "check the path, unless only some records have it."
        : `did you mean "${near}"?`)
  })
}
