/** A real SMTP server on loopback that keeps what it receives, for reading links out of mail. */
import { SMTPServer } from "smtp-server"

export interface ReceivedMail {
  readonly to: ReadonlyArray<string>
  readonly raw: string
}

export interface SmtpSink {
  readonly url: string
  readonly messages: Array<ReceivedMail>
  /** Waits for the next message to `address` that arrived after `since` messages. */
  waitFor(address: string, since?: number, timeoutMs?: number): Promise<ReceivedMail>
  stop(): Promise<void>
}

export const startSmtp = async (): Promise<SmtpSink> => {
  const messages: Array<ReceivedMail> = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Array<Buffer> = []
      stream.on("data", (chunk: Buffer) => chunks.push(chunk))
      stream.on("end", () => {
        messages.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          raw: Buffer.concat(chunks).toString("utf8")
        })
        callback()
      })
    }
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()))
  const address = server.server.address()
  const port = typeof address === "object" && address !== null ? address.port : 0
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    async waitFor(to, since = 0, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs
      while (Date.now() < deadline) {
        const found = messages.slice(since).find((m) => m.to.includes(to.toLowerCase()))
        if (found) return found
        await Bun.sleep(20)
      }
      throw new Error(`no mail to ${to} within ${timeoutMs} ms`)
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve()))
  }
}

const SIGN_IN_LINK = /https?:\/\/\S+\/api\/auth\/magic-link\/verify\?token=[A-Za-z0-9_%-]+/
/** A sign-in link with something after it: its token is whole. */
const WHOLE_SIGN_IN_LINK = new RegExp(`${SIGN_IN_LINK.source}(?=[^A-Za-z0-9_%-])`)

/** The first salesync link in a raw message (quoted-printable soft breaks undone). */
export const linkIn = (raw: string): string => {
  const text = raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=")
  const match = text.match(SIGN_IN_LINK)
  if (!match) throw new Error(`no link in message:\n${text}`)
  return match[0]
}

/**
 * The sign-in link a server without SMTP_URL logged for an address. The log reaches the test through a pipe, in
 * chunks and possibly after the response: a link is taken only once something follows it, so a token cut at a
 * chunk's end is never read as a whole one.
 */
export const linkLoggedFor = async (output: () => string, address: string, timeoutMs = 5000): Promise<string> => {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const text = output()
    const from = text.indexOf(address)
    const match = from < 0 ? null : text.slice(from).match(WHOLE_SIGN_IN_LINK)
    if (match) return match[0]
    await Bun.sleep(20)
  }
  throw new Error(`no whole sign-in link for ${address} logged within ${timeoutMs} ms:\n${output()}`)
}

export const tokenOf = (link: string): string => new URL(link).searchParams.get("token") ?? ""

/** Presses the button of the page a mailed link opens: the POST that spends the link (and sets the session cookie). */
export const spendLink = (link: string): Promise<Response> =>
  fetch(`${new URL(link).origin}/api/auth/magic-link/verify`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ token: tokenOf(link) })
  })
