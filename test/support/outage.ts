/**
 * Outages on demand, without touching the machine's shared services: a TCP
 * proxy in front of a database that can cut every connection and refuse new
 * ones, and a redis-server of the test's own on a free port that can be
 * stopped and started again on the same port.
 */
import type { Socket, TCPSocketListener } from "bun"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { freePort } from "./server.js"

export interface CuttableProxy {
  readonly port: number
  /** Closes every connection and refuses new ones until `restore`. */
  cut(): void
  restore(): void
  stop(): void
}

interface Pipe {
  peer: Socket<Pipe> | undefined
  pending: Array<Uint8Array>
}

export const startProxy = async (targetPort: number): Promise<CuttableProxy> => {
  const port = await freePort()
  let down = false
  const open = new Set<Socket<Pipe>>()
  const forward = (to: Socket<Pipe> | undefined, data: Uint8Array, pending: Array<Uint8Array>) => {
    if (to === undefined) pending.push(new Uint8Array(data))
    else to.write(data)
  }
  const listener: TCPSocketListener<Pipe> = Bun.listen<Pipe>({
    hostname: "127.0.0.1",
    port,
    socket: {
      open(client) {
        client.data = { peer: undefined, pending: [] }
        if (down) return void client.end()
        open.add(client)
        void Bun.connect<Pipe>({
          hostname: "127.0.0.1",
          port: targetPort,
          data: { peer: client, pending: [] },
          socket: {
            open(upstream) {
              open.add(upstream)
              client.data.peer = upstream
              for (const chunk of client.data.pending.splice(0)) upstream.write(chunk)
            },
            data(upstream, data) {
              upstream.data.peer?.write(data)
            },
            close(upstream) {
              open.delete(upstream)
              upstream.data.peer?.end()
            },
            error(upstream) {
              upstream.data.peer?.end()
            }
          }
        }).catch(() => client.end())
      },
      data(client, data) {
        forward(client.data.peer, data, client.data.pending)
      },
      close(client) {
        open.delete(client)
        client.data.peer?.end()
      }
    }
  })
  return {
    port,
    cut() {
      down = true
      for (const socket of open) socket.end()
      open.clear()
    },
    restore() {
      down = false
    },
    stop() {
      down = true
      for (const socket of open) socket.end()
      listener.stop(true)
    }
  }
}

export interface OwnRedis {
  readonly url: string
  readonly port: number
  stop(): Promise<void>
  start(): Promise<void>
  /** Stops it for good and removes its directory. */
  dispose(): Promise<void>
  cli(...args: Array<string>): Promise<string>
}

/** A redis-server of the test's own (no persistence), on a free port. */
export const startOwnRedis = async (): Promise<OwnRedis> => {
  const port = await freePort()
  const dir = mkdtempSync(join(tmpdir(), "salesync-redis-"))
  let child: ReturnType<typeof Bun.spawn> | undefined
  const cli = async (...args: Array<string>) => {
    const run = Bun.spawn(["redis-cli", "-p", String(port), ...args], { stdout: "pipe", stderr: "pipe" })
    const text = await new Response(run.stdout).text()
    await run.exited
    return text.trim()
  }
  const start = async () => {
    child = Bun.spawn([
      "redis-server",
      "--port",
      String(port),
      "--bind",
      "127.0.0.1",
      "--save",
      "",
      "--appendonly",
      "no",
      "--dir",
      dir
    ], {
      stdout: "ignore",
      stderr: "ignore"
    })
    const deadline = Date.now() + 10_000
    while ((await cli("ping")) !== "PONG") {
      if (Date.now() > deadline) throw new Error("redis-server did not start")
      await Bun.sleep(50)
    }
  }
  await start()
  const stop = async () => {
    child?.kill("SIGKILL")
    await child?.exited
    child = undefined
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    start,
    cli,
    stop,
    async dispose() {
      await stop()
      rmSync(dir, { recursive: true, force: true })
    }
  }
}
