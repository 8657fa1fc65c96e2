/** The browser suite drives Debian's Chromium through playwright-core. */
import { existsSync } from "node:fs"
import { aptAvailable, aptInstall, Missing, say } from "./system.js"

export const ensureChromium = (): void => {
  const configured = process.env["CHROMIUM_PATH"]
  const path = configured ?? "/usr/bin/chromium"
  if (existsSync(path)) return say(`Chromium: ${path}`)
  if (configured !== undefined) throw new Missing(`Chromium: nothing at CHROMIUM_PATH=${configured}`)
  if (!aptAvailable()) {
    throw new Missing(
      "Chromium: no /usr/bin/chromium; install Debian's chromium (apt-get install chromium) or set CHROMIUM_PATH"
    )
  }
  aptInstall(["chromium"], "Chromium for the browser suite")
  if (!existsSync(path)) throw new Missing(`Chromium: installed, but there is still no ${path}`)
  say(`Chromium: ${path} (installed)`)
}
