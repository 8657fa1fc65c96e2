/**
 * What a run's saved cursor says about how far it is, per source kind: only
 * a payments backfill knows its extent (its `created` slices); other sources
 * read until the provider says there is no more.
 */
import type { ProviderKind } from "../domain/providers.js"
import { type BackfillProgress, backfillProgress } from "./payments/progress.js"

export const cursorProgress = (kind: ProviderKind, cursor: string | null): BackfillProgress | undefined =>
  kind === "payments" && cursor !== null ? backfillProgress(cursor) : undefined
