import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_ROUTES, isAppRoute } from './app-routes.ts';

describe('the app’s routes', () => {
  it('are the routes of the web app’s router', () => {
    const router = readFileSync(path.join(import.meta.dirname, '../web/app/router.tsx'), 'utf8');
    const paths = [...router.matchAll(/<Route (?:index|path="([^"]*)")/g)]
      .map((match) => (match[1] === undefined ? '/' : `/${match[1]}`))
      .filter((route) => route !== '/*');
    expect([...paths].sort()).toEqual([...APP_ROUTES].sort());
  });

  it('match addresses as the router does', () => {
    for (const known of ['/', '/jobs', '/jobs/', '/jobs/abc', '/staff', '/staff/reports/1', '/settings/security']) {
      expect(isAppRoute(known), known).toBe(true);
    }
    for (const unknown of ['/no-such-page', '/jobs/abc/def', '/settings', '/coursesx', '/staffing']) {
      expect(isAppRoute(unknown), unknown).toBe(false);
    }
  });
});
