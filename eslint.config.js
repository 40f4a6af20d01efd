// ESLint flat config for `npm run lint` (issue 36): the recommended sets of @eslint/js, typescript-eslint,
// react-hooks and jsx-a11y, with eslint-config-prettier last so that layout is Prettier's alone.
// No type-aware (type-checked) configs: they need a TypeScript program per run and would make lint take
// minutes; `npm run typecheck` already runs tsc over the same files.
// A rule is turned off or relaxed only with a comment that says why, here or at the line.
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Code that runs in the browser: the console (its shell and the features' console halves), its providers and declarations, and the build's browser shims.
const browserFiles = ['src/**', 'features/*/feature.ts', 'features/*/console/**', 'resources/**', 'dataProvider/**', 'authProvider/**', 'scripts/shims/**', 'bench/peer/**'];
// Code that runs in Node: the reference server (its entry, its core and the features' server halves), build and bench scripts, tests and tool configs.
const nodeFiles = ['server/**', 'bin/**', 'features/*/server/**', 'features/serverFeatures.ts', 'scripts/**', 'bench/**', 'test/**', 'resources/**', 'vite.config.ts', 'drizzle.config.ts'];
// Code with React components and hooks.
const reactFiles = [
  'src/**/*.{ts,tsx}',
  'features/*/feature.ts',
  'features/*/console/**/*.{ts,tsx}',
  'resources/**/*.{ts,tsx}',
  'dataProvider/**/*.{ts,tsx}',
  'authProvider/**/*.{ts,tsx}',
  'bench/peer/**/*.{ts,tsx}',
  'test/unit/**/*.{ts,tsx}',
];

export default defineConfig([
  globalIgnores([
    'dist/',
    'dist-server/',
    'coverage/',
    'data/',
    '.tmp/',
    'test-results/',
    'scratch/',
    'public/',
    'docs/',
    // drizzle-kit's generated migrations and snapshots.
    'server/db/migrations/',
  ]),
  {
    files: ['**/*.{js,cjs,mjs,ts,tsx}'],
    extends: [js.configs.recommended, tseslint.configs.recommended],
    // A disable comment that no longer silences anything is an error, so none outlives its reason.
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // A leading underscore marks a parameter or binding kept on purpose (a callback's fixed signature, a field
      // destructured to leave it out of the rest), the convention tsc's noUnusedParameters already accepts.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  { files: browserFiles, languageOptions: { globals: globals.browser } },
  { files: nodeFiles, languageOptions: { globals: globals.node } },
  // The build's CommonJS shims.
  { files: ['**/*.cjs'], languageOptions: { sourceType: 'commonjs', globals: globals.commonjs } },
  {
    files: ['test/**'],
    rules: {
      // Tests read the server's JSON answers untyped (test/server/helpers.ts `call`, `Answer<T = any>`) and check
      // their shape with assertions; a declared type per answer would only repeat what the assertions say.
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    // The console reaches the server only through the dataProvider's methods (docs/architecture.md) and imports no
    // server code. The frameworks below the features name none of them: the entries (bin/serve.ts) and Vite's
    // discovery (src/routes/features.ts) hand the features to them.
    files: ['src/**', 'features/*/feature.ts', 'features/*/console/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/dataProvider/http'], message: 'Call the server through a dataProvider method (resources/calls), not the HTTP wrapper.' },
            { group: ['**/server/**'], message: 'Console code does not import server code.' },
            { group: ['**/features/**'], message: 'Features are handed in by the entries; the frameworks import none.' },
          ],
        },
      ],
    },
  },
  {
    files: ['server/**', 'resources/**', 'dataProvider/**', 'authProvider/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['**/features/**'], message: 'Features are handed in by the entries; the frameworks import none.' }] }] },
  },
  {
    // A feature's contract is what both halves compile against: it imports declarations only (resources/ and
    // other contracts), never a half's code.
    files: ['features/*/contract/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**', '**/console/**', '**/src/**', '**/dataProvider/**', '**/authProvider/**'], message: 'A contract imports declarations only (resources/ and contracts).' },
          ],
        },
      ],
    },
  },
  {
    // A feature's contract adds its calls to resources/calls' FeatureCalls by declaration merging: an interface
    // that only extends the feature's calls type is the way TypeScript merges a type into another module's.
    files: ['features/*/contract/calls.ts'],
    rules: { '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }] },
  },
  {
    files: reactFiles,
    plugins: { 'react-hooks': reactHooks },
    // The rules of hooks and complete effect dependencies. react-hooks 7's `recommended` set adds the React
    // Compiler's rules (refs read in render, state set in an effect, memoization it could not preserve); the
    // console is not compiled by the React Compiler, and those rules refuse patterns it relies on on purpose:
    // the "latest value" ref read by a stable callback (useAddressState, PageAddress), and state adjusted from a
    // prop in an effect where a key would remount a whole form.
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['**/*.tsx'],
    extends: [jsxA11y.flatConfigs.recommended],
    rules: {
      // A dialog or page the operator has just opened moves the focus to its first field (the WAI-ARIA dialog
      // pattern); MUI's components take `autoFocus` as a prop and focus their input themselves.
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
    },
  },
  prettier,
]);
