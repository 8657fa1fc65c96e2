/** What the test command's set-up needs from the machine: commands, apt, loopback ports. */
import { acceptsConnections } from "../../src/health/probes.js"

/** A requirement the set-up could not meet: what is missing and how to get it. */
export class Missing extends Error {}

export const say = (line: string): void => console.log(`[setup] ${line}`)

export const has = (command: string): boolean => Bun.which(command) !== null

/** Runs a command with inherited output; true when it exited 0. */
export const run = (cmd: ReadonlyArray<string>, quiet = false): boolean =>
  Bun.spawnSync([...cmd], { stdout: quiet ? "ignore" : "inherit", stderr: quiet ? "ignore" : "inherit" }).exitCode === 0

const isRoot = (): boolean => process.getuid?.() === 0
/** Prefix for commands that need root: none as root, `sudo -n` when it works without a password. */
export const asRoot = (): ReadonlyArray<string> | undefined => {
  if (isRoot()) return []
  if (has("sudo") && run(["sudo", "-n", "true"], true)) return ["sudo", "-n"]
  return undefined
}

export const aptAvailable = (): boolean => has("apt-get") && asRoot() !== undefined

let aptUpdated = false
/** Installs Debian packages; throws Missing with `why` when apt is not usable or the install fails. */
export const aptInstall = (packages: ReadonlyArray<string>, why: string): void => {
  const root = asRoot()
  if (!has("apt-get") || root === undefined) {
    throw new Missing(`${why}: install ${packages.join(", ")} (e.g. apt-get install ${packages.join(" ")})`)
  }
  say(`installing ${packages.join(", ")} with apt-get`)
  const env = ["env", "DEBIAN_FRONTEND=noninteractive"]
  if (!aptUpdated) aptUpdated = run([...root, ...env, "apt-get", "update", "-qq"], true)
  if (!run([...root, ...env, "apt-get", "install", "-y", "-qq", ...packages])) {
    throw new Missing(`${why}: apt-get install ${packages.join(" ")} failed`)
  }
}

/** True when something accepts TCP connections on host:port within a second. */
export const reachable = (host: string, port: number): Promise<boolean> => acceptsConnections(host, port, 1000)

export const waitUntilReachable = async (host: string, port: number, seconds: number): Promise<boolean> => {
  for (let i = 0; i < seconds * 4; i++) {
    if (await reachable(host, port)) return true
    await Bun.sleep(250)
  }
  return false
}

export const isLoopback = (host: string): boolean => ["127.0.0.1", "localhost", "::1", "[::1]"].includes(host)
