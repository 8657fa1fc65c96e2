/**
 * Sends mail over SMTP (nodemailer) when SMTP_URL is set. Every message is
 * also kept in the outbox table without its links' tokens (a kept link would
 * be a live credential); without SMTP_URL it is logged in full (links
 * included, so a local user can sign in) and stays there unsent.
 *
 * Mail that anyone may cause without signing in (onboarding, sign-in links)
 * is throttled per address, so the service cannot be used to flood a mailbox.
 */
import { Effect, Option, Redacted } from "effect"
import { AppConfig } from "../config/app-config.js"
import { HOUR, isoIn, nowIso, nowMillis } from "../domain/time.js"
import { newId } from "../domain/tokens.js"
import { OutboxRepository } from "./outbox-repository.js"

export interface MailMessage {
  readonly to: string
  readonly subject: string
  readonly text: string
}

/** Mail of one kind per address per hour that a request without sign-in may cause. */
export const REQUESTED_MAIL_PER_HOUR = 5

/**
 * The kinds of mail a request without sign-in may cause, by subject. Each has its own hourly allowance: a stranger
 * asking an owner to confirm integrations must not use up the sign-in links the owner asks for.
 */
export const SIGN_IN_SUBJECT = "Your salesync sign-in link"
export const CONFIRM_SUBJECT = "Confirm a new salesync integration"
export const RESTORE_SUBJECT = "Restore your salesync account"

/** The body as kept in the outbox: every link's token replaced. */
export const withoutTokens = (text: string) => text.replace(/([?&]token=)[^\s&#]+/g, "$1(removed)")

export class Mailer extends Effect.Service<Mailer>()("Mailer", {
  effect: Effect.gen(function*() {
    const config = yield* AppConfig
    const outbox = yield* OutboxRepository
    // nodemailer is loaded only when SMTP is configured.
    const transport = Option.isNone(config.smtpUrl)
      ? Option.none()
      : Option.some(
        (yield* Effect.promise(() => import("nodemailer"))).default.createTransport(
          Redacted.value(config.smtpUrl.value)
        )
      )
    return {
      /** Never fails the caller: a delivery error is logged and kept on the outbox row. */
      send: (message: MailMessage) =>
        Effect.gen(function*() {
          const id = newId("msg", yield* nowMillis)
          yield* outbox.insert({
            id,
            to_address: message.to,
            subject: message.subject,
            body: withoutTokens(message.text),
            created_at: yield* nowIso,
            sent_at: null,
            error: null
          })
          if (Option.isNone(transport)) {
            yield* Effect.logInfo(
              `Mail (no SMTP_URL, kept in outbox) to ${message.to}: ${message.subject}\n${message.text}`
            )
            return
          }
          const smtp = transport.value
          yield* Effect.tryPromise(() =>
            smtp.sendMail({ from: config.mailFrom, to: message.to, subject: message.subject, text: message.text })
          ).pipe(
            Effect.flatMap(() => Effect.flatMap(nowIso, (at) => outbox.markSent(id, at))),
            Effect.catchAll((error) =>
              Effect.logError(`Mail to ${message.to} could not be sent`, error.cause).pipe(
                Effect.zipRight(outbox.markFailed(id, String(error.cause)))
              )
            )
          )
        }),
      /**
       * Whether a request without sign-in may still mail this address this kind of mail (fewer than the hourly
       * allowance of that subject so far).
       */
      requestedMailAllowed: (address: string, subject: string) =>
        Effect.gen(function*() {
          const sent = yield* outbox.countSince(address.toLowerCase(), subject, isoIn(yield* nowMillis, -HOUR))
          if (sent < REQUESTED_MAIL_PER_HOUR) return true
          yield* Effect.logWarning(
            `Mail to ${address} not sent: ${REQUESTED_MAIL_PER_HOUR} "${subject}" messages in the last hour already`
          )
          return false
        }),
      outbox: (address: string) => outbox.listFor(address)
    }
  }),
  dependencies: [OutboxRepository.Default]
}) {}
