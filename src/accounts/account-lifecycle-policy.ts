/**
 * Deletion and retention rules: a deleted account can be restored
 * for 30 days, then it is purged with everything of it; raw webhook events
 * are kept 30 days and sync failures 90 days.
 */
import { DAY } from "../domain/time.js"

export const DELETION_GRACE = 30 * DAY
export const WEBHOOK_EVENT_RETENTION = 30 * DAY
export const SYNC_FAILURE_RETENTION = 90 * DAY
export const OUTBOX_RETENTION = 30 * DAY

/** When a deletion at `deletedAt` (ISO) becomes final. */
export const purgeAt = (deletedAt: string): Date => new Date(Date.parse(deletedAt) + DELETION_GRACE)

export const withinGrace = (deletedAt: string | null, nowMillis: number): boolean =>
  deletedAt !== null && nowMillis < purgeAt(deletedAt).getTime()

export const restoreMailText = (url: string, purgeDate: Date) =>
  "Your salesync account was deleted: syncs stopped, and every session and API key was revoked.\n" +
  `You can restore it, with its integrations, mappings and history, until ${
    purgeDate.toISOString().slice(0, 16).replace("T", " ")
  } UTC.\n` +
  `Open this link (usable once) and then choose "Restore" — or POST /api/account/restore with the session it gives:\n\n${url}\n\n` +
  "After that date the account and all its data are purged for good. If you meant to delete it, ignore this message.\n"
