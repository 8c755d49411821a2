import { defineConfig } from 'vitest/config';

// A 2-core CI machine gets one worker by default (cores − 1). Each test file has a database of
// its own, and many wait on PostgreSQL, a child process or a timer, so two files run side by side.
const TWO_FILES_AT_ONCE = 2;

export default defineConfig({
  test: {
    maxWorkers: TWO_FILES_AT_ONCE,
    projects: [
      {
        test: {
          name: 'server',
          // pure server logic and in-process API tests on a real database. Server modules hold no
          // state (module-state.test), and no server test mocks a module, so a worker imports the
          // app once and runs file after file on it: re-importing it cost about 1.3 s per file
          include: ['src/server/**/*.test.ts'],
          isolate: false,
          globalSetup: ['tests/setup/global-setup.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'web',
          // the shared contract and the web's logic; some replace globals or modules (vi.mock,
          // vi.spyOn), so each file keeps a module graph of its own
          include: ['src/contract/**/*.test.ts', 'src/web/**/*.test.ts'],
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'e2e',
          // journeys in a real browser against the built app started with `npm start`
          include: ['tests/e2e/**/*.spec.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          // the specs hold no shared state beyond their own module: a worker imports playwright,
          // axe and the locale files once instead of once per file
          isolate: false,
          // a journey of several pages with axe passes takes a minute when two run at once on two cores
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // two files at once, each worker on a Sipalu of its own (global-setup): a journey waits on
          // the page, the server and timers far more than it computes, and a quiet pass used about
          // half a core
          // a page loads, hydrates and fetches before a polled count is right; 1 s (the default)
          // is too short on a loaded 2-core machine
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
