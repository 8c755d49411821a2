import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import drizzle from 'eslint-plugin-drizzle';
import n from 'eslint-plugin-n';
import { readdirSync } from 'node:fs';

/** No feature imports another feature's internals: one zone per feature folder. */
const featureZones = ['src/server/features', 'src/web/features'].flatMap((root) =>
  readdirSync(root).map((feature) => ({
    target: `./${root}/${feature}`,
    from: `./${root}`,
    except: [`./${feature}`],
    message: 'Features do not import each other; move shared code to lib/ or contract/.',
  })),
);

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', '.tmp/**', 'data/**', 'src/server/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: {
        console: 'readonly',
        process: 'readonly',
        URL: 'readonly',
        fetch: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
      },
    },
    plugins: { 'import-x': importX, drizzle, n },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/ignore': ['node_modules'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // no update or delete without a where clause
      'drizzle/enforce-delete-with-where': ['error', { drizzleObjectName: ['db', 'tx'] }],
      'drizzle/enforce-update-with-where': ['error', { drizzleObjectName: ['db', 'tx'] }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-restricted-paths': ['error', { zones: featureZones }],
      // only env.ts reads process.env
      'n/no-process-env': 'error',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['../../*/**', '../../../*'], message: 'Use the #server/, #web/ or #contract/ import aliases.' },
          ],
        },
      ],
    },
  },
  {
    // import direction: contract ← server, contract ← web; web's components|lib → features → app
    files: ['src/contract/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^#(server|web|tests)/',
              message: 'contract is isomorphic: it imports nothing of server or web.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/server/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ regex: '^#(web|tests)/', message: 'The server never imports the web app or test code.' }],
        },
      ],
    },
  },
  {
    files: ['src/web/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ regex: '^#(server|tests)/', message: 'The web app talks to the server over HTTP only.' }],
        },
      ],
    },
  },
  {
    files: ['src/web/components/**', 'src/web/lib/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^#(server|tests|web/features|web/app)/',
              message: 'components and lib sit below features and app.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/web/features/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^#(server|tests|web/app)/', message: 'features sit below app.' }] },
      ],
    },
  },
  {
    // server tests may use the test harness (#tests/fixtures, #tests/setup)
    files: ['src/server/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^#(web)/', message: 'The server never imports the web app.' }] },
      ],
    },
  },
  {
    files: ['src/server/env.ts', 'scripts/**', 'tests/e2e/**', '*.config.ts', '*.config.js'],
    rules: { 'n/no-process-env': 'off' },
  },
);
