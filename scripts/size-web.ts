/**
 * `bun run size:web`: builds the web app and fails when the JavaScript a first
 * visit loads is over its budget (250 KB gzipped).
 */
import { WEB_BUDGET_BYTES } from "../src/web/budget.js"
import { buildWeb, initialGzipBytes } from "../src/web/build.js"

const bytes = initialGzipBytes(await buildWeb())
const verdict = bytes <= WEB_BUDGET_BYTES ? "PASS" : "FAIL"
console.log(`initial JS ${(bytes / 1000).toFixed(1)} KB gzipped (budget ${WEB_BUDGET_BYTES / 1000} KB) ${verdict}`)
if (bytes > WEB_BUDGET_BYTES) process.exit(1)
