/**
 * The container health check, with nothing but bun (slim images have no curl):
 * `bun src/healthcheck.ts` asks this container's API for /api/health;
 * `bun src/healthcheck.ts runner` checks that a sync runner accepts connections
 * from the other runners. Exits 0 when healthy, 1 otherwise.
 */
import { Effect } from "effect"
import { AppConfig } from "./config/app-config.js"
import { acceptsConnections } from "./health/probes.js"

// A wildcard bind address is reached on loopback from inside the container.
const reachableHost = (host: string): string => (host === "0.0.0.0" || host === "::" ? "127.0.0.1" : host)

const apiHealthy = (host: string, port: number): Promise<boolean> =>
  fetch(`http://${reachableHost(host)}:${port}/api/health`, { signal: AbortSignal.timeout(4000) }).then(
    (response) => response.ok,
    () => false
  )

const config = Effect.runSync(AppConfig.pipe(Effect.provide(AppConfig.Default)))
const healthy = process.argv[2] === "runner"
  ? await acceptsConnections(reachableHost(config.runnerHost), config.runnerPort, 4000)
  : await apiHealthy(config.host, config.port)
process.exit(healthy ? 0 : 1)
