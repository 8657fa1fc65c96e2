/** Child processes of the benchmarks and the demo: spawn, read their output, measure their memory, stop them. */
import { readFileSync } from "node:fs"
import { createServer } from "node:net"
import { join } from "node:path"
import { freePort } from "../../test/support/server.js"

/** The repository root (bench/support/ → ../..). */
export const repoRoot = join(import.meta.dir, "..", "..")

export interface Child {
  readonly pid: number
  /** Everything the process printed so far (stdout and stderr interleaved). */
  readonly output: () => string
  /** Resolves with the first line matching `pattern`; rejects when the process exits first or after `timeoutMs`. */
  waitForLine(pattern: RegExp, timeoutMs: number): Promise<string>
  readonly exited: Promise<number>
  exitCode(): number | null
  stop(signal?: NodeJS.Signals): Promise<void>
}

/**
 * Spawns `cmd` in the repository root with exactly `env` (plus PATH and HOME)
 * and collects its output. `echo` also copies the output to this process's
 * stderr, prefixed with `label`.
 */
export const spawnChild = (
  cmd: ReadonlyArray<string>,
  env: Record<string, string>,
  options: { readonly label?: string; readonly echo?: boolean } = {}
): Child => {
  const inherited: Record<string, string> = {}
  for (const key of ["PATH", "HOME", "TMPDIR"]) {
    const value = process.env[key]
    if (value !== undefined) inherited[key] = value
  }
  const child = Bun.spawn([...cmd], {
    cwd: repoRoot,
    env: { ...inherited, ...env },
    stdout: "pipe",
    stderr: "pipe",
    stdin: "ignore"
  })
  let output = ""
  // Keep only the tail of a chatty process: a benchmark must not grow its own heap with logs.
  const MAX_OUTPUT = 1 << 20
  const collect = async (stream: ReadableStream<Uint8Array>) => {
    const decoder = new TextDecoder()
    const reader = stream.getReader()
    for (;;) {
      const { done, value } = await reader.read()
      if (done) return
      const text = decoder.decode(value, { stream: true })
      output += text
      if (output.length > MAX_OUTPUT) output = output.slice(-MAX_OUTPUT / 2)
      if (options.echo === true) {
        process.stderr.write(text.replace(/^(?=.)/gm, options.label === undefined ? "" : `[${options.label}] `))
      }
    }
  }
  void collect(child.stdout)
  void collect(child.stderr)
  return {
    pid: child.pid,
    output: () => output,
    exited: child.exited,
    exitCode: () => child.exitCode,
    async waitForLine(pattern, timeoutMs) {
      const deadline = Date.now() + timeoutMs
      while (Date.now() < deadline) {
        const line = output.split("\n").find((l) => pattern.test(l))
        if (line !== undefined) return line
        if (child.exitCode !== null) throw new Error(`${cmd.join(" ")} exited (${child.exitCode}):\n${output}`)
        await Bun.sleep(20)
      }
      throw new Error(`${cmd.join(" ")}: no line matching ${pattern} within ${timeoutMs} ms:\n${output}`)
    },
    async stop(signal = "SIGTERM") {
      if (child.exitCode !== null) return
      child.kill(signal)
      const timedOut = await Promise.race([child.exited.then(() => false), Bun.sleep(10_000).then(() => true)])
      if (timedOut) {
        child.kill("SIGKILL")
        await child.exited
      }
    }
  }
}

export { freePort }

export interface Memory {
  /** Peak resident set size (VmHWM), bytes. */
  readonly peakBytes: number
  /** Current resident set size (VmRSS), bytes. */
  readonly currentBytes: number
}

/** Peak and current RSS of a live process, from /proc/<pid>/status (Linux). */
export const memoryOf = (pid: number): Memory => {
  const status = readFileSync(`/proc/${pid}/status`, "utf8")
  const kib = (field: string): number => {
    const match = new RegExp(`^${field}:\\s+(\\d+)\\s+kB`, "m").exec(status)
    if (match === null) throw new Error(`no ${field} in /proc/${pid}/status`)
    return Number(match[1])
  }
  return { peakBytes: kib("VmHWM") * 1024, currentBytes: kib("VmRSS") * 1024 }
}

/**
 * Stops every child on Ctrl-C / SIGTERM of this process, then exits: 130 by default (interrupted), or the code
 * given (the demo runs until Ctrl-C, so that is how it ends normally).
 */
export const stopOnSignal = (stop: () => Promise<void>, exitCode = 130): void => {
  let stopping = false
  const handler = () => {
    if (stopping) return
    stopping = true
    void stop().finally(() => process.exit(exitCode))
  }
  process.on("SIGINT", handler)
  process.on("SIGTERM", handler)
}

/** CPU time (user + system) a live process has used, seconds, from /proc/<pid>/stat (USER_HZ = 100). */
export const cpuSecondsOf = (pid: number): number => {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8")
  // Fields after the parenthesised command name; utime and stime are fields 14 and 15.
  const rest = stat.slice(stat.lastIndexOf(")") + 2).split(" ")
  return (Number(rest[11]) + Number(rest[12])) / 100
}

/** CPU seconds of this process so far. */
export const ownCpuSeconds = (): number => {
  const usage = process.cpuUsage()
  return (usage.user + usage.system) / 1e6
}

/** `preferred` when nothing listens on it on 127.0.0.1, else a free port. */
export const portOrFree = (preferred: number): Promise<number> =>
  new Promise((resolve) => {
    const probe = createServer()
    probe.once("error", () => resolve(freePort()))
    probe.listen(preferred, "127.0.0.1", () => probe.close(() => resolve(preferred)))
  })
