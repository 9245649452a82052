// @ts-check
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * One lint for every folder. The layering rules (who may import whom) are here as restricted imports, so a
 * newcomer's wrong import fails `npm test` instead of a review. Formatting is Prettier's, not ESLint's.
 */
/** What any Lambda file may not import (its bundle holds only functions/ and shared/, and its own routes). */
const lambdaImports = [
  {
    group: ['**/web/**', '**/infra/**', '**/scripts/**', 'aws-cdk-lib', 'aws-cdk-lib/*'],
    message: 'Lambda code imports only functions/ and shared/.',
  },
  // A Lambda bundles only its own routes (docs/decisions.md, "Lean bundles").
  {
    regex: 'shared/contract/routes$',
    allowTypeImports: true,
    message: 'Import your family table from shared/contract/families/, not the whole contract.',
  },
];

/** What any web file may not import: server code, AWS itself. */
const webPatterns = [
  { group: ['**/functions/**'], message: 'The web app never imports server code; share it through shared/.' },
  {
    group: ['aws-cdk-lib', 'aws-cdk-lib/*', '@aws-sdk/*'],
    message: 'The web app talks to AWS only through the API.',
  },
];

export default tseslint.config(
  { ignores: ['node_modules/**', 'cdk.out/**', 'web/dist/**', '.data/**', '.cache/**', 'bench/results.json'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // Tests and stand-ins read loosely typed JSON answers; production code is held to the contract's types.
      '@typescript-eslint/no-explicit-any': 'off',
      // `let [state, request] = ...` where only one is reassigned reads better than two declarations.
      'prefer-const': ['error', { destructuring: 'all' }],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'primereact/dialog',
              message:
                'Use AppDialog (components/dialog): the spec keeps modals from closing on Escape or a backdrop click.',
            },
          ],
          patterns: webPatterns,
        },
      ],
    },
  },
  {
    // The product's dialog is the one place PrimeReact's Dialog is used.
    files: ['web/src/components/dialog/AppDialog.tsx'],
    rules: { 'no-restricted-imports': ['error', { patterns: webPatterns }] },
  },
  {
    files: ['shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/functions/**', '**/web/**', '**/infra/**', '**/scripts/**'],
              message: 'shared/ is pure: it imports nothing of the sides that use it.',
            },
            { group: ['@aws-sdk/*', 'react', 'react-dom'], message: 'shared/ is pure: no AWS SDK, no React.' },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { module: 'writable', require: 'readonly' } },
  },
  {
    files: ['functions/**/*.ts'],
    ignores: ['functions/**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: lambdaImports }] },
  },
  {
    // Server layers (docs/decisions.md, "Layers"): a family's files import the kit and the domain, never another family.
    files: ['functions/*/*.ts'],
    ignores: ['functions/**/*.test.ts', 'functions/lib/**', 'functions/domain/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...lambdaImports,
            {
              regex: '^\\.\\./(?!lib/|domain/|\\.\\./)',
              message: 'A family never imports another family: move the shared piece to functions/domain/<aggregate>/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['functions/domain/**/*.ts'],
    ignores: ['functions/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...lambdaImports,
            {
              regex: '^\\.\\./\\.\\./(?!lib/|\\.\\./)',
              message: 'The domain never imports a family (functions/<family>/); families import the domain.',
            },
          ],
        },
      ],
    },
  },
);
