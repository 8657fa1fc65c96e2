/**
 * podman as these machines run it (runc runtime, cgroupfs, host network; no
 * Docker daemon, no registry): build the Dockerfile on a local stand-in of the
 * Bun base image, run containers from it, stop them as a platform would.
 */
import { join } from "node:path"

export const root = join(import.meta.dir, "..", "..")
const POD = ["podman", "--runtime", "runc", "--cgroup-manager", "cgroupfs"]

export interface Ran {
  readonly code: number
  readonly stdout: string
  readonly stderr: string
}

export const podman = async (...args: ReadonlyArray<string>): Promise<Ran> => {
  const child = Bun.spawn([...POD, ...args], { cwd: root, stdout: "pipe", stderr: "pipe", stdin: "ignore" })
  const [stdout, stderr, code] = await Promise.all([
    new Response(child.stdout).text(),
    new Response(child.stderr).text(),
    child.exited
  ])
  return { code, stdout: stdout.trim(), stderr: stderr.trim() }
}

const must = async (...args: ReadonlyArray<string>): Promise<string> => {
  const ran = await podman(...args)
  if (ran.code !== 0) throw new Error(`podman ${args.join(" ")} exited ${ran.code}:\n${ran.stderr}\n${ran.stdout}`)
  return ran.stdout
}

/** Builds the repository's Dockerfile against the stand-in base (built once per machine) and returns the tag. */
export const buildImage = async (tag: string): Promise<string> => {
  const standin = Bun.spawnSync(["bash", join(root, "scripts/container/bun-standin.sh")], { cwd: root, stderr: "pipe" })
  if (standin.exitCode !== 0) {
    throw new Error(`the stand-in base image could not be built:\n${standin.stderr.toString()}`)
  }
  const base = standin.stdout.toString().trim().split(" ")[0] ?? ""
  // Docker format keeps the HEALTHCHECK (the OCI format has none).
  await must("build", "--format", "docker", "--network", "host", "--build-arg", `BUN_IMAGE=${base}`, "-t", tag, ".")
  return tag
}

/** Runs a detached container on the host network (loopback only) with the given environment and command. */
export const runContainer = async (
  image: string,
  name: string,
  options: { readonly env: Record<string, string>; readonly volume?: string; readonly command?: ReadonlyArray<string> }
): Promise<void> => {
  const env = Object.entries(options.env).flatMap(([key, value]) => ["-e", `${key}=${value}`])
  const volume = options.volume === undefined ? [] : ["-v", `${options.volume}:/data`]
  // These machines refuse the default rlimits; systemd timers for health checks do not exist here (run by hand instead).
  await must(
    "run",
    "-d",
    "--name",
    name,
    "--network",
    "host",
    "--ulimit",
    "nofile=20000:20000",
    "--ulimit",
    "nproc=4000:4000",
    "--health-interval",
    "disable",
    ...volume,
    ...env,
    image,
    ...(options.command ?? [])
  )
}

/** `podman stop -t 10` (SIGTERM, SIGKILL after 10 s): how long it took and the exit code the process chose. */
export const stopContainer = async (name: string): Promise<{ readonly ms: number; readonly exitCode: number }> => {
  const started = Date.now()
  await must("stop", "-t", "10", name)
  const ms = Date.now() - started
  const exitCode = Number(await must("inspect", name, "--format", "{{.State.ExitCode}}"))
  return { ms, exitCode }
}

export const logsOf = async (name: string): Promise<string> => {
  const ran = await podman("logs", name)
  return `${ran.stdout}\n${ran.stderr}`
}

export const waitForLog = async (name: string, pattern: RegExp, timeoutMs: number): Promise<void> => {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const logs = await logsOf(name)
    if (pattern.test(logs)) return
    if (Date.now() > deadline) {
      throw new Error(`${name}: no log line matching ${pattern} within ${timeoutMs} ms:\n${logs}`)
    }
    await Bun.sleep(250)
  }
}

export const waitForHealth = async (url: string, name: string, timeoutMs: number): Promise<Response> => {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const response = await fetch(`${url}/api/health`).catch(() => undefined)
    if (response !== undefined) return response
    if (Date.now() > deadline) throw new Error(`${name} did not answer on ${url}:\n${await logsOf(name)}`)
    await Bun.sleep(200)
  }
}

export const remove = async (kind: "container" | "volume", names: ReadonlyArray<string>): Promise<void> => {
  if (names.length > 0) {
    await podman(
      kind === "container" ? "rm" : "volume",
      ...(kind === "container" ? ["-f", "-v"] : ["rm", "-f"]),
      ...names
    )
  }
}
