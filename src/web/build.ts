/**
 * Builds the merchant web app with Bun's bundler: one minified module with
 * its stylesheet, file names carrying a content hash so they can be cached
 * for good, and the HTML shell that loads them (no inline script or style,
 * so a strict Content-Security-Policy holds).
 */
import { join } from "node:path"

export interface WebFile {
  readonly bytes: Uint8Array<ArrayBuffer>
  readonly contentType: string
}

export interface WebBundle {
  /** URL path (`/assets/main-<hash>.js`) → content. */
  readonly files: ReadonlyMap<string, WebFile>
  readonly html: string
  /** The JavaScript a first visit loads, in URL path order. */
  readonly initialScripts: ReadonlyArray<string>
}

export const WEB_ENTRY = join(import.meta.dir, "main.tsx")
const FAVICON = join(import.meta.dir, "favicon.svg")

const typeOf = (path: string) =>
  path.endsWith(".js")
    ? "text/javascript; charset=utf-8"
    : path.endsWith(".css")
    ? "text/css; charset=utf-8"
    : "application/octet-stream"

const shell = (scripts: ReadonlyArray<string>, styles: ReadonlyArray<string>) =>
  `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="description" content="salesync copies every sale from Stripe, Shopify or Amazon into Airtable or Google Sheets, every 15 minutes.">
<title>salesync</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
${styles.map((href) => `<link rel="stylesheet" href="${href}">`).join("\n")}
${scripts.map((src) => `<script type="module" src="${src}"></script>`).join("\n")}
</head>
<body>
<div id="root"><noscript>salesync needs JavaScript to show your integrations.</noscript></div>
</body>
</html>
`

export const buildWeb = async (): Promise<WebBundle> => {
  const result = await Bun.build({
    entrypoints: [WEB_ENTRY],
    target: "browser",
    minify: true,
    naming: { entry: "[name]-[hash].[ext]", asset: "[name]-[hash].[ext]", chunk: "[name]-[hash].[ext]" },
    define: { "process.env.NODE_ENV": JSON.stringify("production") }
  })
  if (!result.success) throw new Error(`the web app did not build:\n${result.logs.map(String).join("\n")}`)
  const files = new Map<string, WebFile>()
  for (const output of result.outputs) {
    const path = `/assets/${output.path.replace(/^\.\//, "")}`
    files.set(path, { bytes: new Uint8Array(await output.arrayBuffer()), contentType: typeOf(path) })
  }
  files.set("/favicon.svg", {
    bytes: new Uint8Array(await Bun.file(FAVICON).arrayBuffer()),
    contentType: "image/svg+xml"
  })
  const scripts = [...files.keys()].filter((path) => path.endsWith(".js"))
  const styles = [...files.keys()].filter((path) => path.endsWith(".css"))
  return { files, html: shell(scripts, styles), initialScripts: scripts }
}

const MANIFEST = "manifest.json"

/** Writes a bundle to a directory (what `bun run build:web` and the container image carry). */
export const writeWeb = async (bundle: WebBundle, dir: string) => {
  for (const [path, file] of bundle.files) await Bun.write(join(dir, path), file.bytes)
  await Bun.write(join(dir, "index.html"), bundle.html)
  await Bun.write(
    join(dir, MANIFEST),
    JSON.stringify({ files: [...bundle.files.keys()], initialScripts: bundle.initialScripts })
  )
}

const isManifest = (value: unknown): value is { files: Array<string>; initialScripts: Array<string> } =>
  typeof value === "object" &&
  value !== null &&
  "files" in value &&
  Array.isArray(value.files) &&
  value.files.every((f) => typeof f === "string") &&
  "initialScripts" in value &&
  Array.isArray(value.initialScripts) &&
  value.initialScripts.every((f) => typeof f === "string")

/** A bundle written by writeWeb, or undefined when the directory holds none. */
export const readWeb = async (dir: string): Promise<WebBundle | undefined> => {
  const manifestFile = Bun.file(join(dir, MANIFEST))
  if (!(await manifestFile.exists())) return undefined
  const manifest: unknown = await manifestFile.json()
  if (!isManifest(manifest)) return undefined
  const files = new Map<string, WebFile>()
  for (const path of manifest.files) {
    files.set(path, { bytes: new Uint8Array(await Bun.file(join(dir, path)).arrayBuffer()), contentType: typeOf(path) })
  }
  const favicon = files.get("/favicon.svg")
  if (favicon !== undefined) files.set("/favicon.svg", { ...favicon, contentType: "image/svg+xml" })
  return { files, html: await Bun.file(join(dir, "index.html")).text(), initialScripts: manifest.initialScripts }
}

/** The gzipped size of what a first visit loads. */
export const initialGzipBytes = (bundle: WebBundle) =>
  bundle.initialScripts.reduce(
    (total, path) => total + Bun.gzipSync(bundle.files.get(path)?.bytes ?? new Uint8Array()).length,
    0
  )
