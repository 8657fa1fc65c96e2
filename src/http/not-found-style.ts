/**
 * The 404 page's look, the app's colours and type in a few rules: served as a stylesheet of this site at a stable
 * path, because the policy allows no inline style and the app's own stylesheet has a hashed name (and may not be
 * built yet when a stale link is followed).
 */
import * as HttpServerResponse from "@effect/platform/HttpServerResponse"

export const NOT_FOUND_STYLE_PATH = "/not-found.css"

const STYLE = `* { box-sizing: border-box; }
body {
  margin: 0;
  font: 15px/1.55 system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;
  color: #111827;
  background: #f6f7fb;
  overflow-wrap: anywhere;
}
main {
  max-width: 520px;
  margin: 12vh auto 0;
  padding: 32px 24px;
  background: #fff;
  border-radius: 12px;
  box-shadow: 0 1px 2px rgba(17, 24, 39, 0.06), 0 1px 3px rgba(17, 24, 39, 0.08);
}
.brand {
  display: flex;
  align-items: center;
  gap: 10px;
  margin: 0 0 20px;
  color: #111827;
  font-weight: 800;
  font-size: 1.15rem;
}
h1 { margin: 0 0 8px; font-size: 1.5rem; line-height: 1.25; letter-spacing: -0.01em; }
p { color: #4b5563; margin: 0 0 16px; }
main > :last-child { margin-bottom: 0; }
a {
  display: inline-flex;
  align-items: center;
  min-height: 42px;
  padding: 8px 16px;
  border-radius: 9px;
  background: #4338ca;
  color: #fff;
  font-weight: 600;
  text-decoration: none;
}
a:hover { background: #3730a3; }
a:focus-visible { outline: 3px solid #818cf8; outline-offset: 2px; }
@media (max-width: 560px) { main { margin: 16px; } }
`

export const notFoundStyle = (): HttpServerResponse.HttpServerResponse =>
  HttpServerResponse.text(STYLE, {
    contentType: "text/css; charset=utf-8",
    headers: { "cache-control": "public, max-age=3600" }
  })
