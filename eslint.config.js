import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import { portalPlugin } from './scripts/eslint/plugin.mjs'

// The architecture, enforced (issue #11, README "Layout"): the layers run
// bridges ← renderer ← src (api, time, stores, services, i18n) ← scenes ← src/app, and nothing imports a
// higher layer (portal/layers; src/app on top is thus the only importer of scenes/ from outside them);
// there is no import cycle anywhere (portal/no-cycle); product code never loads the demo backend
// (portal/no-mocks). Per layer, below: bridges import neither React nor Pixi; the renderer knows nothing
// about hotels (not even bridges/); services and stores hold no UI (no React, Pixi or renderer/).
// tests/unit/lint-rules.test.ts proves each of these rules fires.
const restrict = (patterns, paths = []) => ['error', { paths, patterns }]

/** Product code: what ships, without its tests and test doubles. */
const PRODUCT = [
  'src/**/*.{ts,tsx}',
  'renderer/**/*.{ts,tsx}',
  'scenes/**/*.{ts,tsx}',
  'bridges/**/*.{ts,tsx}',
]
const TEST_CODE = ['**/*.test.{ts,tsx}', '**/fakes.ts', 'renderer/focus/testFixture.ts']

const PIXI = {
  group: ['pixi.js', 'pixi.js/*', '@pixi/*'],
  message: 'src/ holds no Pixi imports (DESIGN.md).',
}

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      'test-results',
      'playwright-report',
      'perf/results',
      'assets',
      // files that break a rule on purpose; tests/unit/lint-rules.test.ts lints them one by one
      'tests/unit/lint/fixtures',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mts,js}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    plugins: { 'react-hooks': reactHooks, portal: portalPlugin },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportDefaultDeclaration', message: 'Named exports only (STYLE.md).' },
      ],
      // everywhere: tests, perf and scripts included
      'portal/no-cycle': 'error',
    },
  },
  {
    files: PRODUCT,
    ignores: TEST_CODE,
    rules: { 'portal/layers': 'error', 'portal/no-mocks': 'error' },
  },
  {
    files: ['*.config.{js,ts}', 'tests/e2e/global-setup.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    // Node scripts and the perf harness run in Node; the harness files that hand functions to the page
    // (page.evaluate) get the browser's globals on top.
    files: ['**/*.mjs'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: [
      'perf/run.mjs',
      'perf/profile.mjs',
      'perf/heap.mjs',
      'perf/gpu/*.mjs',
      'perf/lib/*.mjs',
      'perf/suites/*.mjs',
      'scripts/walk.mjs',
    ],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['renderer/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrict([
        {
          regex: '(^|/)bridges(/|$)',
          message: 'renderer/ knows nothing about hotels: it does not import bridges/ either.',
        },
      ]),
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/main.tsx', 'src/app/**'],
    rules: { 'no-restricted-imports': restrict([PIXI]) },
  },
  {
    // issue #11: services and stores hold no UI, so they run (and are tested) without a stage; time
    // comes from src/time, not the renderer. zustand's root entry is its React binding: use
    // zustand/vanilla.
    files: ['src/services/**/*.{ts,tsx}', 'src/stores/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrict(
        [
          PIXI,
          {
            group: ['react/*', 'react-dom/*', 'zustand/react', 'zustand/traditional'],
            message: 'No React here.',
          },
          {
            regex: '(^|/)renderer(/|$)',
            message: 'Services and stores do not import renderer/ (time: src/time).',
          },
        ],
        [
          { name: 'react', message: 'Services and stores hold no React (issue #11).' },
          { name: 'react-dom', message: 'Services and stores hold no React (issue #11).' },
          { name: 'zustand', message: 'zustand/vanilla: the root entry is the React binding (useStore).' },
        ],
      ),
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
      ]),
    },
  },
)
