/**
 * What the service imports at run time must be a production dependency: a
 * production-only install (as the container image has) must start it.
 */
import { expect, test } from "bun:test"
import { cpSync, mkdtempSync, readFileSync } from "node:fs"
import { rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { freePort } from "../support/server.js"

const root = join(import.meta.dir, "..", "..")
const manifest: { dependencies: Record<string, string>; devDependencies: Record<string, string> } = JSON.parse(
  readFileSync(join(root, "package.json"), "utf8")
)

/** The package a bare specifier names: `@scope/name/sub` → `@scope/name`, `name/sub` → `name`. */
const packageOf = (specifier: string): string => {
  const parts = specifier.split("/")
  return specifier.startsWith("@") ? parts.slice(0, 2).join("/") : (parts[0] ?? specifier)
}

const runtimeSources = (): ReadonlyArray<string> =>
  ["src", "migrations"].flatMap((dir) =>
    [...new Bun.Glob("**/*.ts").scanSync({ cwd: join(root, dir) })].map((file) => join(root, dir, file))
  )

test("every package imported by src/ and migrations/ is a dependency, not a devDependency", () => {
  const transpiler = new Bun.Transpiler({ loader: "ts" })
  const imported = new Set<string>()
  for (const file of runtimeSources()) {
    for (const { path } of transpiler.scanImports(readFileSync(file, "utf8"))) {
      if (path.startsWith(".") || path.startsWith("node:") || path.startsWith("bun")) continue
      imported.add(packageOf(path))
    }
  }
  expect(imported.size).toBeGreaterThan(5)
  const missing = [...imported].filter((name) => manifest.dependencies[name] === undefined).sort()
  expect(missing).toEqual([])
})

/** Installs production dependencies only into `installDir`, starts the service from there and asks it for its health. */
const startsFromProductionInstall = async (installDir: string) => {
  for (const entry of ["package.json", "bun.lock", "tsconfig.json", "src", "migrations"]) {
    cpSync(join(root, entry), join(installDir, entry), { recursive: true })
  }
  const install = Bun.spawnSync(["bun", "install", "--production", "--frozen-lockfile", "--ignore-scripts"], {
    cwd: installDir
  })
  expect({ code: install.exitCode, stderr: install.exitCode === 0 ? "" : install.stderr.toString() }).toEqual({
    code: 0,
    stderr: ""
  })
  for (const dev of Object.keys(manifest.devDependencies)) {
    expect({ dev, installed: Bun.file(join(installDir, "node_modules", dev, "package.json")).size > 0 }).toEqual({
      dev,
      installed: false
    })
  }

  const port = await freePort()
  const child = Bun.spawn(["bun", "src/main.ts"], {
    cwd: installDir,
    env: {
      PATH: process.env["PATH"] ?? "",
      HOME: process.env["HOME"] ?? "",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: join(installDir, "data"),
      SYNC_SCHEDULE: "false",
      LOG_LEVEL: "warning"
    },
    stdout: "pipe",
    stderr: "pipe"
  })
  try {
    let health: Response | undefined
    for (
      const deadline = Date.now() + 20_000;
      health === undefined && child.exitCode === null && Date.now() < deadline;
    ) {
      health = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined)
      if (health === undefined) await Bun.sleep(100)
    }
    const errors = child.exitCode === null ? "" : await new Response(child.stderr).text()
    expect({ exited: child.exitCode, errors }).toEqual({ exited: null, errors: "" })
    expect(health?.status).toBe(200)
    expect(await health?.json()).toEqual({ ok: true })
    // The OpenAPI document is built by the one runtime import that used to be a devDependency.
    const openapi = await fetch(`http://127.0.0.1:${port}/api/openapi.json`)
    expect(openapi.status).toBe(200)
    expect(((await openapi.json()) as { openapi: string }).openapi).toBe("3.0.3")
  } finally {
    child.kill("SIGTERM")
    await child.exited
  }
}

test("a production-only install from bun.lock starts the service and answers /api/health", async () => {
  const installDir = mkdtempSync(join(tmpdir(), "salesync-production-"))
  try {
    await startsFromProductionInstall(installDir)
  } finally {
    await rm(installDir, { recursive: true, force: true })
  }
}, 90_000)
