/**
 * The destination's key field ("Sync ID") holds the source record's id and is
 * written by the destination connectors themselves, so re-sent records update
 * their rows. It is never offered to the matcher and never accepted as a
 * mapping target. Compared trimmed and case-insensitively, as the sheet
 * connector finds its key column.
 */
import type { DestinationField } from "../connectors/contract.js"
import { KEY_COLUMN } from "../connectors/office/plan.js"
import { SYNC_ID_FIELD } from "../connectors/tables/schema.js"

export const KEY_FIELD = SYNC_ID_FIELD

const normalized = (name: string): string => name.trim().toLowerCase()
const keyNames = new Set([SYNC_ID_FIELD, KEY_COLUMN].map(normalized))

export const isKeyField = (name: string): boolean => keyNames.has(normalized(name))

export const withoutKeyField = (fields: ReadonlyArray<DestinationField>): ReadonlyArray<DestinationField> =>
  fields.filter((field) => !isKeyField(field.name))

export const keyFieldProblem = (destinationField: string, at: string): string =>
  `${at}.destination_field: "${destinationField}" is written by salesync itself (each record's id, so re-sent records update their rows); map the value to another field`
