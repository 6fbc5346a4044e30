import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["build/", ".astro/", "test-results/", "playwright-report/", "node_modules/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  reactHooks.configs.flat["recommended-latest"],
  jsxA11y.flatConfigs.strict,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
      // `import { type X }` keeps a bare import of the module in the bundle: a schema module imported
      // for a type then ships zod to the browser (and zod's compiled checks break the CSP).
      "@typescript-eslint/no-import-type-side-effects": "error",
      // Prettier decides where lines break (it puts a long chain's [index] on a line of its own);
      // eslint-config-prettier turns this rule off for the same reason.
      "no-unexpected-multiline": "off",
    },
  },
  {
    files: ["app/**"],
    rules: {
      // Icons are drawn by components/ui/icon.tsx without the attributes lucide-react writes on every
      // icon (issue 47); integration/icons.ts reads lucide-react's drawings at build time.
      "no-restricted-imports": [
        "error",
        {
          paths: [{ name: "lucide-react", message: "Import icons from ~/components/ui/icons." }],
          patterns: [{ group: ["lucide-react/*"], message: "Import icons from ~/components/ui/icons." }],
        },
      ],
    },
  },
);
