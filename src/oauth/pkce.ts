/** PKCE (RFC 7636) with S256: a high-entropy verifier and its SHA-256 challenge, both base64url. */
import { createHash } from "node:crypto"
import { randomToken } from "../domain/tokens.js"

/** 32 random bytes → 43 base64url characters, the minimum length RFC 7636 allows and plenty of entropy. */
export const newCodeVerifier = (): string => randomToken("", 32)

export const s256Challenge = (verifier: string): string => createHash("sha256").update(verifier).digest("base64url")
