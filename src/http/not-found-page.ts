/**
 * What a person who followed a wrong or stale link sees: a page, not a JSON error body. Only outside the API and
 * only for a browser (one that asks for HTML): API callers and other clients keep the documented JSON error.
 */
import * as HttpServerResponse from "@effect/platform/HttpServerResponse"
import { NOT_FOUND_STYLE_PATH } from "./not-found-style.js"

// No inline script or style: the site's content security policy allows neither, so its look is a stylesheet.
const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Page not found · salesync</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="${NOT_FOUND_STYLE_PATH}">
</head>
<body>
<main>
<p class="brand"><img src="/favicon.svg" alt="" width="28" height="28">salesync</p>
<h1>Page not found</h1>
<p>There is no page at this address. The link may be mistyped, or the page has moved.</p>
<p><a href="/">Go to salesync</a></p>
</main>
</body>
</html>
`

export const wantsNotFoundPage = (path: string, accept: string | undefined): boolean =>
  !(path === "/api" || path.startsWith("/api/")) && (accept ?? "").toLowerCase().includes("text/html")

export const notFoundPage = (): HttpServerResponse.HttpServerResponse =>
  HttpServerResponse.text(PAGE, {
    status: 404,
    contentType: "text/html; charset=utf-8",
    headers: { "cache-control": "no-cache" }
  })
