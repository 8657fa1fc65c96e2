/**
 * The usual suite setup: a real SMTP sink and the real service sending to it,
 * started before the suite's tests and stopped after them.
 */
import { afterAll, beforeAll } from "bun:test"
import { type RunningServer, startServer } from "./server.js"
import { type SmtpSink, startSmtp } from "./smtp.js"

export interface MailServer {
  readonly server: RunningServer
  readonly smtp: SmtpSink
}

export const useServerWithMail = (env: Record<string, string> = {}): MailServer => {
  let server: RunningServer | undefined
  let smtp: SmtpSink | undefined
  beforeAll(async () => {
    smtp = await startSmtp()
    server = await startServer({ SMTP_URL: smtp.url, TRUST_PROXY: "true", ...env })
  })
  afterAll(async () => {
    await server?.stop()
    await smtp?.stop()
  })
  const started = <A>(value: A | undefined, what: string): A => {
    if (value === undefined) throw new Error(`${what} is not started yet (use it inside a test or hook)`)
    return value
  }
  return {
    get server() {
      return started(server, "server")
    },
    get smtp() {
      return started(smtp, "smtp")
    }
  }
}
