import { describe, expect, it } from 'vitest';
import { injectHead, matchPattern, scriptSafeJson } from './page-head.ts';

describe('page heads', () => {
  it('matches route patterns and decodes their parameters', () => {
    expect(matchPattern('/jobs/:id', '/jobs/abc')).toEqual({ id: 'abc' });
    expect(matchPattern('/jobs/:id', '/jobs/a%20b/')).toEqual({ id: 'a b' });
    expect(matchPattern('/jobs/:id', '/jobs')).toBeNull();
    expect(matchPattern('/jobs/:id', '/jobs/a/b')).toBeNull();
    expect(matchPattern('/jobs/:id', '/courses/a')).toBeNull();
    expect(matchPattern('/jobs/:id', '/jobs/%E0%A4')).toBeNull();
    expect(matchPattern('/about', '/about')).toEqual({});
  });

  it('makes JSON safe inside a script element', () => {
    const json = scriptSafeJson({ text: '</script><!-- & \u2028' });
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual({ text: '</script><!-- & \u2028' });
  });

  it('replaces the default title and description and keeps the rest of the page', () => {
    const html =
      '<html><head><meta charset="UTF-8" /><meta name="description" content="x" /><title>Old</title></head><body>B</body></html>';
    const out = injectHead(html, { title: 'New & "fresh"', description: 'D' });
    expect(out).toContain('<meta charset="UTF-8" />');
    expect(out).not.toContain('Old');
    expect(out).toContain('<title>New &amp; &quot;fresh&quot;</title>');
    expect(out.match(/name="description"/g)).toHaveLength(1);
    expect(out).toContain('<meta property="og:title" content="New &amp; &quot;fresh&quot;" />');
    expect(out.endsWith('</head><body>B</body></html>')).toBe(true);
  });
});
