import { rmSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { findChromium } from './chromium-path.ts';
import { ensureBuilt, prepareDataTemplates, startSipalu, type DataTemplates } from './sipalu-process.ts';

// Builds Sipalu when the build is stale and starts the production build, one process per test
// worker, each on its own copy of the demo data (unless E2E_BASE_URL points at a running one), and
// hands the addresses and the prepared data directories to the specs.

/** A Sipalu the specs share; `dataDir` is '' for one run elsewhere (E2E_BASE_URL). */
export interface SharedServer {
  baseUrl: string;
  /** Its DATA_DIR: the outbox holds the mails it sent. */
  dataDir: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** One Sipalu per test worker: a worker's files run one after another on its own process. */
    servers: SharedServer[];
    chromiumPath: string | null;
    /** For specs that start a Sipalu of their own (`startSipalu`). */
    dataTemplates: DataTemplates | null;
  }
}

export default async function setup(project: TestProject) {
  const chromiumPath = findChromium();
  project.provide('chromiumPath', chromiumPath);
  project.provide('dataTemplates', null);
  if (!chromiumPath) {
    const message =
      'Browser tests skipped: Chromium was not found. Install it (Debian/Ubuntu: `sudo apt-get install chromium`) ' +
      'or set CHROMIUM_PATH to a Chromium or Chrome binary.';
    if (process.env.E2E_REQUIRE_BROWSER) throw new Error(message);
    console.warn(`\n${message}\n`);
    project.provide('servers', []);
    return;
  }
  if (process.env.E2E_BASE_URL) {
    project.provide('servers', [{ baseUrl: process.env.E2E_BASE_URL.replace(/\/$/, ''), dataDir: '' }]);
    return;
  }

  ensureBuilt();
  const templates = await prepareDataTemplates();
  // the project's own setting, else the run's (a project that sets none inherits it)
  const workers = project.config.maxWorkers ?? project.vitest.config.maxWorkers;
  const servers = await Promise.all(Array.from({ length: workers }, () => startSipalu(templates.demo)));
  project.provide(
    'servers',
    servers.map((server) => ({ baseUrl: server.base, dataDir: server.dataDir })),
  );
  project.provide('dataTemplates', templates);

  return async () => {
    await Promise.all(servers.map((server) => server.stop()));
    for (const template of Object.values(templates)) rmSync(template, { recursive: true, force: true });
  };
}
