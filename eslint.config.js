import { readdirSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import js from '@eslint/js';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;
const webFeatures = readdirSync(path.join(root, 'apps/web/src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const nodeBuiltins = builtinModules.filter((name) => !name.startsWith('node:'));

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'test-results/**', 'data/**', 'apps/server/drizzle/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Typed rules: a promise is awaited, or left with `void` where nothing waits for it (react-router's
    // navigate() answers one that settles when the navigation has); nothing typed `any` spreads, in tests
    // neither: they read an answer with its endpoint's schema (apps/server/src/test/answers.ts).
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: {
        projectService: {
          // Configuration files that no tsconfig includes.
          allowDefaultProject: [
            'vitest.config.ts',
            'apps/server/vitest.config.ts',
            'apps/server/drizzle.config.ts',
            'packages/contract/vitest.config.ts',
          ],
        },
        tsconfigRootDir: root,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/no-unsafe-argument': 'error',
      '@typescript-eslint/no-unsafe-assignment': 'error',
      '@typescript-eslint/no-unsafe-call': 'error',
      '@typescript-eslint/no-unsafe-member-access': 'error',
      '@typescript-eslint/no-unsafe-return': 'error',
    },
  },
  {
    // Import zones: a web feature uses only itself and what is shared (components/,
    // lib/), app/ composes features; the contract stands apart from the apps that use it; the server's
    // lower layers serve its modules and never reach back into them.
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
          extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
          conditionNames: ['source', 'import', 'default'],
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            ...webFeatures.map((feature) => ({
              target: `./apps/web/src/features/${feature}`,
              from: './apps/web/src/features',
              except: [`./${feature}`],
              message: 'A feature does not import another feature: move what both need to components/ or lib/, or compose them in app/.',
            })),
            {
              target: './packages/contract',
              from: './apps',
              message: 'The contract is shared by the apps and imports nothing from them.',
            },
            {
              target: ['./apps/server/src/lib', './apps/server/src/db', './apps/server/src/plugins'],
              from: ['./apps/server/src/modules', './apps/server/src/services.ts', './apps/server/src/app.ts', './apps/server/src/server.ts'],
              message:
                'The server’s lower layers (lib, db, plugins) do not import its modules or what composes them: pass what they need in from app.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/contract/src/**/*.ts'],
    ignores: ['packages/contract/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(node:|(${nodeBuiltins.join('|')})(/|$))`,
              message: 'The contract runs in the browser too: no Node built-ins.',
            },
            { regex: '^@roi/(server|web)(/|$)', message: 'The contract is shared by the apps and imports nothing from them.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // The server reads settings in config.ts only (architecture guide).
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/config.ts', 'apps/server/src/**/*.test.ts', 'apps/server/src/test/**'],
    rules: {
      'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Read settings in config.ts.' }],
    },
  },
);
