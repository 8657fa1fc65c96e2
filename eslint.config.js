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
      "@effect/no-import-from-barrel-package": [
        "error",
        { packageNames: ["@effect/platform-bun", "@effect/sql-sqlite-bun", "@effect/sql-pg", "@effect/workflow"] }
      ],
      // The formatter: dprint through the Effect plugin, as the Effect codebases themselves format, at 120
      // columns. `bun run format` rewrites; `bun run check` fails on any unformatted line.
      "@effect/dprint": [
        "error",
        {
          config: {
            indentWidth: 2,
            lineWidth: 120,
            semiColons: "asi",
            quoteStyle: "alwaysDouble",
            trailingCommas: "never",
            operatorPosition: "maintain",
            "arrowFunction.useParentheses": "force"
          }
        }
      ]
    }
  }
)
