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
      // The plugin's non-formatting rule: every @effect package is imported by module, so a file loads only
      // the modules it uses (a barrel loads each runtime, driver and module of its package). `effect` itself
      // stays on its barrel, the style of Effect's own docs and examples: the rule would rewrite 415
      // specifiers in 172 files, and the package declares no side effects, so bundles already drop what is unused.
      "@effect/no-import-from-barrel-package": [
        "error",
        {
          packageNames: [
            "@effect/cluster",
            "@effect/experimental",
            "@effect/platform",
            "@effect/platform-bun",
            "@effect/rpc",
            "@effect/sql",
            "@effect/sql-pg",
            "@effect/sql-sqlite-bun",
            "@effect/workflow"
          ]
        }
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
