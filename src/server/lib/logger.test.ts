import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { errorText } from './logger.ts';

describe('errorText', () => {
  it('keeps a failed query’s statement, its cause and its stack, never the values it carried', () => {
    const cause = new Error('invalid input syntax for type uuid: "reason: sold fake certificates"');
    const error = new DrizzleQueryError(
      'update "profiles" set "hidden_reason" = $1 where "id" = $2',
      ['Sold fake certificates', 'sita@example.com'],
      cause,
    );
    const text = errorText(error);
    expect(text).toContain('Failed query: update "profiles" set "hidden_reason" = $1 where "id" = $2');
    expect(text).toContain('caused by: Error: invalid input syntax for type uuid: "…"');
    expect(text).toMatch(/\n {4}at /);
    for (const value of ['Sold fake', 'sold fake', 'sita@example.com']) expect(text).not.toContain(value);
  });

  it('describes what is not an Error as text', () => {
    expect(errorText('socket hang up')).toBe('socket hang up');
  });
});
