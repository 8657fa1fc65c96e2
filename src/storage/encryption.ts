/**
 * Provider credentials and OAuth tokens are encrypted at rest with AES-256-GCM.
 * The key is ENCRYPTION_KEY (32 bytes, base64 or hex); the embedded default
 * generates one into DATA_DIR on first start and says so.
 */
import { Effect, Option, Redacted } from "effect"
import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto"
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { AppConfig } from "../config/app-config.js"

const parseKey = (text: string): Buffer | undefined => {
  const trimmed = text.trim()
  const candidates = [
    Buffer.from(trimmed, "base64"),
    /^[0-9a-f]{64}$/i.test(trimmed) ? Buffer.from(trimmed, "hex") : undefined
  ]
  return candidates.find((key) => key !== undefined && key.length === 32)
}

const VERSION = "v1"

export class Encryption extends Effect.Service<Encryption>()("Encryption", {
  effect: Effect.gen(function*() {
    const config = yield* AppConfig
    const key = yield* Option.match(config.encryptionKey, {
      onSome: (value) => {
        const parsed = parseKey(Redacted.value(value))
        return parsed === undefined
          ? Effect.dieMessage("ENCRYPTION_KEY must be 32 bytes, base64 or hex encoded")
          : Effect.succeed(parsed)
      },
      onNone: () =>
        Effect.gen(function*() {
          const file = join(config.dataDir, "encryption.key")
          if (existsSync(file)) {
            const parsed = parseKey(readFileSync(file, "utf8"))
            if (parsed !== undefined) return parsed
            return yield* Effect.dieMessage(`${file} does not hold a valid 32-byte key`)
          }
          mkdirSync(config.dataDir, { recursive: true })
          const generated = randomBytes(32)
          writeFileSync(file, generated.toString("base64"), { mode: 0o600 })
          yield* Effect.logWarning(
            `No ENCRYPTION_KEY set: generated one into ${file}. Back it up; set ENCRYPTION_KEY when running more than one process.`
          )
          return generated
        })
    })
    const encrypt = (plaintext: string): string => {
      const iv = randomBytes(12)
      const cipher = createCipheriv("aes-256-gcm", key, iv)
      const body = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()])
      return [VERSION, iv.toString("base64"), cipher.getAuthTag().toString("base64"), body.toString("base64")].join(".")
    }
    const decrypt = (sealed: string): string => {
      const [version, iv, tag, body] = sealed.split(".")
      if (version !== VERSION || iv === undefined || tag === undefined || body === undefined) {
        throw new Error("unrecognised ciphertext")
      }
      const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64"))
      decipher.setAuthTag(Buffer.from(tag, "base64"))
      return Buffer.concat([decipher.update(Buffer.from(body, "base64")), decipher.final()]).toString("utf8")
    }
    return {
      encryptJson: (value: unknown): string => encrypt(JSON.stringify(value)),
      /** Dies if the ciphertext was tampered with or sealed under another key. */
      decryptJson: (sealed: string): Effect.Effect<unknown> => Effect.sync(() => JSON.parse(decrypt(sealed)) as unknown)
    }
  }),
  dependencies: [AppConfig.Default]
}) {}
