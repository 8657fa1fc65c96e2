import tseslint from "typescript-eslint"

export default tseslint.config(
  { ignores: ["node_modules", "data", "dist", "test/.generated", "src/dashboard/dist"] },
  ...tseslint.configs.recommended,
  {
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/no-namespace": "off"
    }
  }
)
