import effect from "@effect/eslint-plugin"
import tseslint from "typescript-eslint"

export default tseslint.config(
  { ignores: ["node_modules", "data", "dist", "test/.generated", "src/dashboard/dist"] },
  ...tseslint.configs.recommended,
  {
    plugins: { "@effect": effect },
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/no-namespace": "off",
      // The plugin's non-formatting rule. The runtime packages' barrels load every module of the package
      // (each runtime and driver), so those are imported by module; effect's own barrel stays the house style.
      // Its dprint rule is not enabled: formatting is the formatter's job.
      "@effect/no-import-from-barrel-package": [
        "error",
        { packageNames: ["@effect/platform-bun", "@effect/sql-sqlite-bun", "@effect/sql-pg", "@effect/workflow"] }
      ]
    }
  }
)
