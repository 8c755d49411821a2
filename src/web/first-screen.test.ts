import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageSources } from './first-screen.tsx';

// The server preloads a page's module and texts from first-screen.tsx's own table; the router
// loads them lazily from its `page(import, namespaces)` calls. The two must name the same texts,
// or a page preloads what it does not use and waits for what it does.

const router = readFileSync(path.join(import.meta.dirname, 'app/router.tsx'), 'utf8');
/** route module → the namespaces the router loads with it */
const routerTexts = new Map(
  [...router.matchAll(/page\(\s*\(\) => import\('\.\/routes\/([\w-]+)\.tsx'\)(?:,\s*\[([^\]]*)\])?/g)].map((match) => [
    match[1]!,
    [...(match[2] ?? '').matchAll(/'(\w+)'/g)].map((name) => name[1]!).sort(),
  ]),
);

describe('the first screen’s preloads', () => {
  it('name the texts the router loads with each page', () => {
    const samples = [
      '/',
      '/auth',
      '/courses',
      '/courses/x',
      '/programs/x',
      '/professionals',
      '/professionals/x',
      '/jobs',
    ];
    const pages = [
      ...samples,
      '/jobs/x',
      '/how-it-works',
      '/dashboard',
      '/professional-dashboard',
      '/company-dashboard',
      '/institution-dashboard',
    ];
    for (const pathname of pages) {
      const sources = pageSources(pathname, 'en');
      const module = sources[0]?.match(/routes\/([\w-]+)\.tsx$/)?.[1];
      expect(module, pathname).toBeDefined();
      const texts = sources
        .slice(1)
        .map((source) => source.match(/locales\/(\w+)\/en\.json$/)?.[1])
        .filter((name): name is string => name !== undefined)
        .sort();
      expect([pathname, texts]).toEqual([pathname, routerTexts.get(module!)]);
    }
  });
});
