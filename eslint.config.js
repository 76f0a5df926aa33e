import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// Feature modules: what a route calls to do a whole job, and the schemas
// and words of that job (README, "Layout of the code").
const FEATURE_FOLDERS = [
  "auth",
  "backup",
  "blog",
  "campaigns",
  "emails",
  "gallery",
  "inspiration",
  "leads",
  "lifecycle",
  "locations",
  "media",
  "reviews",
  "subscribers",
];
const FEATURES = FEATURE_FOLDERS.map((name) => `\\#app/${name}/**`);
// A feature's behaviour, as against its plain files (schemas, words).
const FEATURE_SERVER_CODE = FEATURE_FOLDERS.map(
  (name) => `\\#app/${name}/**/*.server.*`,
);
const UI = ["\\#app/routes/**", "\\#app/components/**"];

export default tseslint.config(
  {
    ignores: [
      "build/**",
      "data/**",
      "drizzle/**",
      ".react-router/**",
      "bench/results/**",
      "bench/reference/build/**",
      "bench/reference/build-site-routes/**",
      "bench/reference/.react-router/**",
      "node_modules/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // Plain JavaScript run by node before anything is built (npm start).
  {
    files: ["scripts/**/*.mjs", "bench/reference/*.js"],
    languageOptions: { globals: globals.node },
  },
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { react, "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { ecmaFeatures: { jsx: true } },
    },
    settings: { react: { version: "detect" } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs["jsx-runtime"].rules,
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      "@typescript-eslint/consistent-type-imports": "error",
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "zod",
              message:
                "Import { z } from #app/utils/zod.ts (jitless under the CSP).",
            },
          ],
        },
      ],
      // Apostrophes and quotes in copy are fine in JSX text.
      "react/no-unescaped-entities": "off",
    },
  },
  {
    files: ["app/utils/zod.ts", "app/utils/env.server.ts"],
    rules: { "no-restricted-imports": "off" },
  },
  // The layers of DESIGN.md section 3 (docs/decisions/0015-layer-rules.md):
  // data flows db -> models -> routes -> components, never back. Type-only
  // imports may cross, since they vanish from the build.
  ...layer("app/content/**", "Content is facts and copy only", [
    "\\#app/db/**",
    "\\#app/models/**",
    ...FEATURES,
    ...UI,
  ]),
  ...layer("app/utils/**", "Utils are plumbing; they run no query", [
    "\\#app/db/**",
    "\\#app/models/**",
    ...FEATURES,
    ...UI,
  ]),
  // A model may read a feature's schema or constants, never run its code.
  ...layer("app/models/**", "Models are queries; they call no feature", [
    ...FEATURE_SERVER_CODE,
    ...UI,
  ]),
  // A feature's plain files (its schemas, its words) are for components
  // too; its *.server files never reach the browser.
  ...layer("app/components/**", "Components get data from their route", [
    "\\#app/db/**",
    "\\#app/models/**",
    "\\#app/routes/**",
    "**/*.server",
    "**/*.server.*",
  ]),
);

/**
 * Forbids value imports of `patterns` in `files` (a test file may import
 * what it tests against, so tests are left out). Patterns are gitignore
 * lines, where a leading # starts a comment: hence the escaped \\#app.
 */
function layer(files, why, patterns) {
  return [
    {
      files: [files],
      ignores: ["**/*.test.{ts,tsx}"],
      rules: {
        "@typescript-eslint/no-restricted-imports": [
          "error",
          {
            patterns: [
              {
                group: patterns,
                allowTypeImports: true,
                message: `${why} (docs/decisions/0015-layer-rules.md).`,
              },
            ],
          },
        ],
      },
    },
  ];
}
