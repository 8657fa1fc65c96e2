/**
 * A self-contained reference page for /api/docs: it loads /api/openapi.json
 * from this server and renders every operation. No CDN, no external assets.
 */
export const docsPage = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>salesync API reference</title>
<link rel="stylesheet" href="/assets/docs.css">
</head>
<body>
<header><h1 id="title">salesync API</h1><div id="description"></div></header>
<main id="ops"><p>Loading the OpenAPI document…</p></main>
<script src="/assets/docs.js"></script>
</body>
</html>`

/** Served as /assets/docs.css: pages take no inline style (Content-Security-Policy). */
export const docsStyle = `  body { font: 15px/1.5 system-ui, sans-serif; margin: 0; color: #1d2330; background: #f7f8fa; }
  header { background: #1d2330; color: #fff; padding: 16px 32px; }
  main { max-width: 1000px; margin: 0 auto; padding: 16px 32px 64px; }
  h2 { margin-top: 32px; text-transform: capitalize; border-bottom: 1px solid #d5d9e0; }
  details { background: #fff; border: 1px solid #d5d9e0; border-radius: 6px; margin: 8px 0; }
  summary { cursor: pointer; padding: 8px 12px; font-family: ui-monospace, monospace; }
  .method { display: inline-block; min-width: 64px; font-weight: 700; text-transform: uppercase; }
  .get { color: #0b7a3e } .post { color: #1b5fb8 } .patch { color: #9a5b00 } .delete { color: #b3261e }
  .body { padding: 0 16px 12px; }
  pre { background: #f0f2f5; padding: 8px; overflow: auto; font-size: 13px; }
  .lock { color: #666; font-size: 12px; margin-left: 8px; }
`

/** Served as /assets/docs.js: pages run no inline script (Content-Security-Policy). */
export const docsScript = `const esc = (s) => String(s ?? "").replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]);
const resolve = (doc, schema) => schema && schema.$ref ? doc.components.schemas[schema.$ref.split("/").pop()] : schema;
fetch("/api/openapi.json").then((r) => r.json()).then((doc) => {
  document.getElementById("title").textContent = doc.info.title + " " + doc.info.version + " (OpenAPI " + doc.openapi + ")";
  document.getElementById("description").textContent = doc.info.description || "";
  const groups = {};
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      const tag = (op.tags && op.tags[0]) || "other";
      (groups[tag] ||= []).push({ path, method, op });
    }
  }
  let html = "";
  for (const [tag, ops] of Object.entries(groups)) {
    html += "<h2>" + esc(tag) + "</h2>";
    for (const { path, method, op } of ops) {
      const secured = (op.security || doc.security || []).length > 0;
      html += "<details><summary><span class='method " + method + "'>" + method + "</span>" + esc(path) +
        (secured ? "<span class='lock'>sign-in required</span>" : "<span class='lock'>public</span>") + "</summary><div class='body'>";
      html += "<p>" + esc(op.description || "") + "</p>";
      if (op.parameters && op.parameters.length) {
        html += "<h4>Parameters</h4><ul>" + op.parameters.map((p) => "<li><code>" + esc(p.name) + "</code> (" + esc(p.in) + (p.required ? ", required" : "") + ")" + (p.schema && p.schema.description ? ": " + esc(p.schema.description) : "") + "</li>").join("") + "</ul>";
      }
      const body = op.requestBody && op.requestBody.content["application/json"];
      if (body) html += "<h4>Request body</h4><pre>" + esc(JSON.stringify(resolve(doc, body.schema), null, 2)) + "</pre>";
      html += "<h4>Responses</h4><ul>";
      for (const [status, response] of Object.entries(op.responses || {})) html += "<li><b>" + esc(status) + "</b> " + esc(response.description) + "</li>";
      html += "</ul></div></details>";
    }
  }
  document.getElementById("ops").innerHTML = html;
}).catch((error) => { document.getElementById("ops").textContent = "Could not load /api/openapi.json: " + error; });
`
