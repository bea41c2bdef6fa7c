import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    environment: 'node',
    include: [
      'src/**/*.test.{ts,tsx}',
      'renderer/**/*.test.{ts,tsx}',
      'scenes/**/*.test.{ts,tsx}',
      'bridges/**/*.test.{ts,tsx}',
      'tests/unit/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    exclude: ['node_modules', 'dist', 'tests/e2e/**'],
    restoreMocks: true,
  },
})
