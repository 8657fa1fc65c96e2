/**
 * The merchant's dashboard: integrations, their sync history, failures with
 * the resolve toggle, and the saved mapping. One self-contained page that
 * talks to the JSON API with the session cookie.
 */
export const dashboardPage = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>salesync dashboard</title>
<link rel="stylesheet" href="/assets/dashboard.css">
</head>
<body>
<header><strong>salesync</strong><span id="who"></span></header>
<main>
  <section id="signin" hidden>
    <h2>Sign in</h2>
    <p>We e-mail you a sign-in link.</p>
    <form id="signin-form"><input type="email" id="email" required placeholder="you@example.com"> <button>Send link</button></form>
    <p id="signin-result"></p>
  </section>
  <section id="restore" hidden>
    <h2>This account is deleted</h2>
    <p>It is kept for 30 days after deletion; restoring brings back its integrations, mappings and history.</p>
    <button id="restore-button">Restore my account</button>
    <p id="restore-result"></p>
  </section>
  <section id="app" hidden>
    <p id="usage"></p>
    <h2>Integrations</h2>
    <table id="integrations"><thead><tr><th>Id</th><th>Source</th><th>Destination</th><th>Status</th><th>Created</th><th></th></tr></thead><tbody></tbody></table>
    <div id="detail"></div>
  </section>
</main>
<script src="/assets/dashboard.js"></script>
</body>
</html>`

/** Served as /assets/dashboard.css: pages take no inline style (Content-Security-Policy). */
export const dashboardStyle = `  body { font: 15px/1.5 system-ui, sans-serif; margin: 0; background: #f7f8fa; color: #1d2330; }
  header { background: #1d2330; color: #fff; padding: 12px 32px; display: flex; justify-content: space-between; align-items: center; }
  main { max-width: 1100px; margin: 0 auto; padding: 16px 32px; }
  table { border-collapse: collapse; width: 100%; background: #fff; margin: 8px 0 24px; }
  th, td { text-align: left; padding: 6px 10px; border-bottom: 1px solid #e3e6eb; font-size: 14px; }
  .status-active, .status-success { color: #0b7a3e } .status-error { color: #b3261e } .status-paused, .status-partial { color: #9a5b00 }
  button { cursor: pointer; }
  #signin { background: #fff; padding: 16px; border: 1px solid #d5d9e0; border-radius: 6px; max-width: 420px; }
`

/** Served as /assets/dashboard.js: pages run no inline script (Content-Security-Policy). */
export const dashboardScript = `const esc = (s) => String(s ?? "").replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]);
const api = async (path, init) => {
  const response = await fetch(path, { credentials: "same-origin", headers: { "content-type": "application/json" }, ...init });
  const body = await response.json().catch(() => ({}));
  if (!response.ok) throw Object.assign(new Error(body.message || response.statusText), { status: response.status });
  return body;
};
async function showIntegration(id) {
  const [logs, errors, mapping] = await Promise.all([
    api("/api/dashboard/sync-logs/" + encodeURIComponent(id)),
    api("/api/dashboard/sync-errors?integration_id=" + encodeURIComponent(id)),
    api("/api/dashboard/mappings/" + encodeURIComponent(id))
  ]);
  let html = "<h3>Sync history of " + esc(id) + "</h3><table><thead><tr><th>When</th><th>Status</th><th>Records</th><th>Message</th></tr></thead><tbody>";
  html += logs.logs.map((l) => "<tr><td>" + esc(l.created_at) + "</td><td class='status-" + esc(l.status) + "'>" + esc(l.status) + "</td><td>" + l.records_synced + "</td><td>" + esc(l.error_message) + "</td></tr>").join("") || "<tr><td colspan=4>No runs yet.</td></tr>";
  html += "</tbody></table><h3>Failures</h3><table><thead><tr><th>When</th><th>Attempts</th><th>Message</th><th>Resolved</th></tr></thead><tbody>";
  html += errors.errors.map((f) => "<tr><td>" + esc(f.occurred_at) + "</td><td>" + f.attempt_count + "</td><td>" + esc(f.error_message) + "</td><td><input type='checkbox' data-failure='" + esc(f.id) + "'" + (f.resolved_at ? " checked" : "") + "></td></tr>").join("") || "<tr><td colspan=4>No failures.</td></tr>";
  html += "</tbody></table><h3>Mapping</h3><table><thead><tr><th>Source field</th><th>Destination field</th><th>Transform</th></tr></thead><tbody>";
  html += mapping.mappings.map((m) => "<tr><td>" + esc(m.source_field) + "</td><td>" + esc(m.destination_field) + "</td><td>" + esc(m.transform ?? "copy") + "</td></tr>").join("") || "<tr><td colspan=3>No mapping saved.</td></tr>";
  html += "</tbody></table>";
  const detail = document.getElementById("detail");
  detail.innerHTML = html;
  detail.querySelectorAll("input[data-failure]").forEach((box) => box.addEventListener("change", () =>
    api("/api/dashboard/sync-errors/" + encodeURIComponent(box.dataset.failure), { method: "PATCH", body: JSON.stringify({ resolved: box.checked }) })
  ));
}
async function main() {
  try {
    const account = await api("/api/account");
    document.getElementById("who").textContent = account.email + " · " + account.plan + " · " + account.status;
    if (account.status === "deleted") {
      document.getElementById("restore").hidden = false;
      return;
    }
    if (account.usage) document.getElementById("usage").textContent = "Records synced in " + account.usage.month + ": " + account.usage.records_synced + " of " + account.usage.records_limit;
    const list = await api("/api/dashboard/integrations");
    const body = document.querySelector("#integrations tbody");
    body.innerHTML = list.integrations.map((i) => "<tr><td>" + esc(i.id) + "</td><td>" + esc(i.source) + "</td><td>" + esc(i.destination) + "</td><td class='status-" + esc(i.status) + "'>" + esc(i.status) + "</td><td>" + esc(i.created_at) + "</td><td><button data-id='" + esc(i.id) + "'>Details</button></td></tr>").join("") || "<tr><td colspan=6>No integrations yet.</td></tr>";
    body.querySelectorAll("button[data-id]").forEach((b) => b.addEventListener("click", () => showIntegration(b.dataset.id)));
    document.getElementById("app").hidden = false;
  } catch (error) {
    if (error.status !== 401) throw error;
    document.getElementById("signin").hidden = false;
  }
}
document.getElementById("signin-form").addEventListener("submit", async (event) => {
  event.preventDefault();
  const result = await api("/api/auth/magic-link", { method: "POST", body: JSON.stringify({ email: document.getElementById("email").value }) });
  document.getElementById("signin-result").textContent = result.message;
});
document.getElementById("restore-button").addEventListener("click", async () => {
  try {
    const result = await api("/api/account/restore", { method: "POST" });
    document.getElementById("restore-result").textContent = result.message;
    setTimeout(() => location.reload(), 800);
  } catch (error) {
    document.getElementById("restore-result").textContent = error.message;
  }
});
main();
`
