import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          // pure logic beside the code, and in-process API tests on a real database
          include: ['src/**/*.test.ts'],
          globalSetup: ['tests/setup/global-setup.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          // journeys in a real browser against the built app started with `npm start`
          include: ['tests/e2e/**/*.spec.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          // a page loads, hydrates and fetches before a polled count is right; 1 s (the default)
          // is too short on a loaded 2-core machine
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
