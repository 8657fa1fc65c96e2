/**
 * `bun run build:web`: builds the web app into dist/web (git-ignored), which
 * the server serves and the container image carries. `--if-missing` keeps an
 * existing build (what `bun start` does on a fresh clone).
 */
import { existsSync } from "node:fs"
import { join } from "node:path"
import { buildWeb, initialGzipBytes, writeWeb } from "../src/web/build.js"

const dir = join(import.meta.dir, "..", "dist", "web")
if (process.argv.includes("--if-missing") && existsSync(join(dir, "manifest.json"))) process.exit(0)
const bundle = await buildWeb()
await writeWeb(bundle, dir)
console.log(`web app built into ${dir}: initial JS ${(initialGzipBytes(bundle) / 1024).toFixed(1)} KiB gzipped`)
