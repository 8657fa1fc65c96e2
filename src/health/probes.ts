/** Probes with nothing but the runtime: used by the container health check and the test set-up. */
import { connect } from "node:net"

/** True when host:port accepts a TCP connection within `timeoutMs`. */
export const acceptsConnections = (host: string, port: number, timeoutMs: number): Promise<boolean> =>
  new Promise((resolve) => {
    const socket = connect({ host, port })
    const done = (ok: boolean) => {
      socket.destroy()
      resolve(ok)
    }
    socket.setTimeout(timeoutMs, () => done(false))
    socket.once("connect", () => done(true))
    socket.once("error", () => done(false))
  })
