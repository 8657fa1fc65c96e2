/** The container test builds and runs the image with podman (runc runtime) on a debootstrapped stand-in base. */
import { aptAvailable, aptInstall, has, Missing, say } from "./system.js"

const tools = [
  ["podman", "podman"],
  ["runc", "runc"],
  ["debootstrap", "debootstrap"]
] as const

export const ensurePodman = (): void => {
  const missing = tools.filter(([command]) => !has(command)).map(([, pkg]) => pkg)
  if (missing.length > 0) {
    if (!aptAvailable()) {
      throw new Missing(`the container test needs ${missing.join(", ")}: apt-get install ${missing.join(" ")}`)
    }
    aptInstall(missing, "the container test")
  }
  say("podman, runc, debootstrap: present")
}
