import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'

// One-way dependencies (STYLE.md): scenes → src → renderer; bridges import neither React nor Pixi;
// renderer knows nothing about hotels (no src/, scenes/ or bridges/ imports).
const restrict = (patterns) => ['error', { patterns }]

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      'test-results',
      'playwright-report',
      'perf/results',
      'assets',
      '**/*.mjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportDefaultDeclaration', message: 'Named exports only (STYLE.md).' },
      ],
    },
  },
  {
    files: ['*.config.{js,ts}', 'tests/e2e/global-setup.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['renderer/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrict([
        {
          group: ['**/src/**', '**/scenes/**', '**/bridges/**'],
          message: 'renderer/ knows nothing about hotels: it must not import src/, scenes/ or bridges/.',
        },
      ]),
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/main.tsx', 'src/app/**'],
    rules: {
      'no-restricted-imports': restrict([
        {
          group: ['**/scenes/**'],
          message: 'src/ must not import scenes/ (scenes → src → renderer); only src/app composes scenes.',
        },
        {
          group: ['pixi.js', 'pixi.js/*', '@pixi/*'],
          message: 'src/ holds no Pixi imports (DESIGN.md); rendering lives in renderer/ and scenes/.',
        },
      ]),
    },
  },
  {
    files: ['bridges/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrict([
        {
          group: ['react', 'react-dom', 'react/*', 'pixi.js', 'pixi.js/*', '@pixi/*'],
          message: 'bridges/ import neither React nor Pixi.',
        },
        {
          group: ['**/scenes/**', '**/renderer/**', '**/src/**'],
          message: 'bridges/ are the bottom layer: they import no app code.',
        },
      ]),
    },
  },
  {
    files: ['scenes/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrict([
        { group: ['**/src/app/**', '**/src/main'], message: 'scenes/ must not import the app shell.' },
      ]),
    },
  },
)
