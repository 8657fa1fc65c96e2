/**
 * A CPU budget for one child process through the kernel's CPU controller (cgroup v1 or v2),
 * so runners measured on one shared machine each get a fixed share, as they would on machines of their own.
 */
import { existsSync, mkdirSync, readFileSync, rmdirSync, writeFileSync } from "node:fs"
import { join } from "node:path"

const PERIOD_US = 100_000
const V2_ROOT = "/sys/fs/cgroup"
const V1_ROOT = "/sys/fs/cgroup/cpu"

export interface CpuBudget {
  /** Removes the group; call once the process has exited. */
  readonly release: () => void
}

/** Confines `pid` (all its threads) to `percent` of one core; throws with the reason when the machine does not allow it. */
export const confineCpu = (pid: number, percent: number): CpuBudget => {
  const quota = Math.round((PERIOD_US * percent) / 100)
  const v2 = existsSync(join(V2_ROOT, "cgroup.controllers"))
  if (v2 && !readFileSync(join(V2_ROOT, "cgroup.subtree_control"), "utf8").includes("cpu")) {
    throw new Error(`the cgroup v2 CPU controller is not enabled in ${V2_ROOT}`)
  }
  const root = v2 ? V2_ROOT : V1_ROOT
  if (!existsSync(root)) throw new Error(`no CPU controller at ${root}`)
  const group = join(root, `salesync-bench-${pid}`)
  mkdirSync(group)
  if (v2) {
    writeFileSync(join(group, "cpu.max"), `${quota} ${PERIOD_US}`)
  } else {
    writeFileSync(join(group, "cpu.cfs_period_us"), String(PERIOD_US))
    writeFileSync(join(group, "cpu.cfs_quota_us"), String(quota))
  }
  writeFileSync(join(group, "cgroup.procs"), String(pid))
  return {
    release: () => {
      try {
        rmdirSync(group)
      } catch (error) {
        console.warn(`could not remove ${group}: ${String(error)}`)
      }
    }
  }
}
