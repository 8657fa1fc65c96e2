/**
 * Cron routes take only `Authorization: Bearer $CRON_SECRET`, compared in
 * constant time; customer sessions and keys never match it. With no
 * CRON_SECRET configured, the routes do not exist (404).
 */
import { Effect, Layer, Option, Redacted } from "effect"
import { CronAuthenticated } from "../../api/security.js"
import { AppConfig } from "../../config/app-config.js"
import { NotFound, Unauthorized } from "../../domain/errors.js"
import { constantTimeEqual } from "../../domain/tokens.js"

export const cronSecretMatches = (secret: Redacted.Redacted, presented: string): boolean =>
  constantTimeEqual(presented, Redacted.value(secret))

export const CronAuthenticatedLive = Layer.effect(
  CronAuthenticated,
  Effect.map(AppConfig, (config) => ({
    cronSecret: (token: Redacted.Redacted) =>
      Option.match(config.cronSecret, {
        onNone: () => Effect.fail(new NotFound({ message: "No such route." })),
        onSome: (secret) =>
          cronSecretMatches(secret, Redacted.value(token))
            ? Effect.void
            : Effect.fail(new Unauthorized({ message: "Cron routes need `Authorization: Bearer <CRON_SECRET>`." }))
      })
  }))
)
