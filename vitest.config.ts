import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'tests/api/**/*.test.ts'],
    globalSetup: ['tests/setup/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // two cores here: more workers only fight over them
    maxWorkers: 2,
  },
});
