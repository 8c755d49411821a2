import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { docxBomb } from '#tests/fixtures/document-bombs.ts';
import { AppError } from '#server/lib/app-error.ts';
import { createDocumentPool } from './document-pool.ts';

const fixture = (name: string) =>
  new Uint8Array(readFileSync(new URL(`../../../../tests/fixtures/insights/${name}`, import.meta.url)));

describe('document pool', () => {
  const pool = createDocumentPool({ size: 1, maxWaiting: 1 });
  afterAll(() => pool.close());

  it('refuses with 429 when more documents wait than it holds, and reads the rest', async () => {
    expect(await pool.kindOf(fixture('cv.docx'))).toBe('docx'); // the worker is up
    const cv = fixture('linkedin-profile.pdf');
    // the first runs, the second waits, the third finds the queue full
    const answers = await Promise.allSettled([pool.textOf(cv), pool.textOf(cv), pool.textOf(cv)]);
    expect(answers.map((answer) => answer.status)).toEqual(['fulfilled', 'fulfilled', 'rejected']);
    const refused = (answers[2] as PromiseRejectedResult).reason as AppError;
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ code: 'RATE_LIMITED', key: 'errors.documentsBusy' });
  });

  it('fails a job past the time limit as too complex and reads the next document on a new worker', async () => {
    const quick = createDocumentPool({ timeLimitMs: 200 });
    try {
      await quick.kindOf(fixture('cv.docx'));
      const started = performance.now();
      await expect(quick.textOf(docxBomb(8 * 1024 * 1024))).rejects.toMatchObject({
        code: 'VALIDATION_ERROR',
        key: 'errors.fileTooComplex',
      });
      expect(performance.now() - started).toBeLessThan(1000);
      expect(await quick.textOf(fixture('cv.docx'))).toMatchObject({ kind: 'docx' });
    } finally {
      await quick.close();
    }
  });

  it('fails waiting and new jobs once closed', async () => {
    const closing = createDocumentPool();
    const waiting = expect(closing.kindOf(fixture('cv.docx'))).rejects.toThrow('closed');
    await closing.close();
    await waiting;
    await expect(closing.kindOf(fixture('cv.docx'))).rejects.toThrow('closed');
  });
});
