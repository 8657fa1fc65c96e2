/** Command-line flags and figure formatting shared by the benchmarks and the demo. */
import { cpus } from "node:os"

/** `--name N` (underscores and commas allowed: 1_000_000, 1,000,000); the default when absent. */
export const intFlag = (name: string, fallback: number): number => {
  const at = process.argv.indexOf(`--${name}`)
  if (at < 0) return fallback
  const raw = process.argv[at + 1] ?? ""
  const value = Number(raw.replace(/[_,]/g, ""))
  if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} takes a whole number (got "${raw}")`)
  return value
}

export const hasFlag = (name: string): boolean => process.argv.includes(`--${name}`)

export const int = (n: number): string => Math.round(n).toLocaleString("en-US")
export const fixed = (n: number, digits: number): string =>
  n.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits })
export const mib = (bytes: number): string => `${fixed(bytes / 1024 / 1024, 1)} MiB`
export const mb = (bytes: number): string => `${fixed(bytes / 1e6, 1)} MB`
export const verdict = (ok: boolean): string => (ok ? "PASS" : "FAIL")

/** One line about where the figures come from. */
export const machineLine = (): string => {
  const cpu = cpus()
  return `${new Date().toISOString()} · Bun ${Bun.version} · ${process.platform} ${process.arch} · ${cpu.length} CPU${
    cpu.length === 1 ? "" : "s"
  } (${cpu[0]?.model.trim() ?? "unknown"})`
}

/** A progress line on stderr, so stdout keeps only the figures. */
export const progress = (line: string): void => {
  process.stderr.write(`  … ${line}\n`)
}
