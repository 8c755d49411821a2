import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issuerDocuments, keyUrl } from './issuer-documents.ts';
import { programCompletionCredential } from './open-badge.ts';
import { verifyProof } from './proof.ts';
import { createProofPool } from './proof-pool.ts';
import { loadSigningKey, type SigningKey } from './signing-key.ts';

// The proof workers (decision 056): what they sign verifies with the libraries on this thread and the
// bundled contexts only, a remembered verdict is not computed twice, and closing ends them.

const PUBLIC_URL = 'https://sipalu.example';
const ISSUER = '4f1c2a8e-5b7d-4e3a-9c6f-1a2b3c4d5e6f';
const dataDir = mkdtempSync(path.join(tmpdir(), 'sipalu-proof-pool-'));
let key: SigningKey;

beforeAll(async () => {
  key = await loadSigningKey({ dataDir });
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const unsigned = (name: string) =>
  programCompletionCredential({
    credentialId: crypto.randomUUID(),
    publicUrl: PUBLIC_URL,
    issuer: { id: ISSUER, name: 'Pokhara Technical School' },
    learner: { name, email: 'learner@example.com' },
    program: {
      id: crypto.randomUUID(),
      title: 'Solar PV Installation',
      description: 'Three months of rooftop solar.',
      programType: 'Professional Certification',
      credentialAwarded: 'CTEVT Level 1 Certificate',
      duration: '3 months',
    },
    enrolledAt: new Date('2026-08-01T00:00:00Z'),
    issuedAt: new Date('2026-11-01T00:00:00Z'),
  });

describe('the proof pool', () => {
  it('signs in a worker what verifies on this thread, and checks proofs there too', { timeout: 60_000 }, async () => {
    const pool = createProofPool({ key, size: 2 });
    try {
      const method = keyUrl(PUBLIC_URL, ISSUER, key.publicKeyMultibase);
      // several at once: the pool queues them over its workers
      const signed = await Promise.all(
        ['Ramesh Thapa', 'Sita Gurung', 'Hari Shrestha'].map((name) => pool.signingKey.sign(method, unsigned(name))),
      );
      const documents = issuerDocuments(PUBLIC_URL, ISSUER, [key.publicKeyMultibase]);
      for (const credential of signed) {
        expect(await verifyProof(credential, { documents, status: 'ignore' })).toEqual({
          verified: true,
          revoked: false,
          suspended: false,
        });
        expect(await pool.verify(credential, { documents, status: 'ignore' })).toEqual({
          verified: true,
          revoked: false,
          suspended: false,
        });
      }
      const tampered = { ...signed[0]!, name: 'Master Electrician' };
      const verdict = await pool.verify(tampered, { documents, status: 'ignore' });
      expect(verdict.verified).toBe(false);
      expect(verdict.reason).toBeTruthy();
      // a document with a context that is not bundled is refused, not fetched
      const remote = await pool.verify(
        { ...signed[0]!, '@context': ['https://evil.example/context.json'] },
        {
          documents,
          status: 'ignore',
        },
      );
      expect(remote.verified).toBe(false);
    } finally {
      await pool.close();
    }
  });

  it('answers a remembered verdict without asking a worker again', { timeout: 60_000 }, async () => {
    const pool = createProofPool({ key });
    try {
      const method = keyUrl(PUBLIC_URL, ISSUER, key.publicKeyMultibase);
      const signed = await pool.signingKey.sign(method, unsigned('Ramesh Thapa'));
      const documents = issuerDocuments(PUBLIC_URL, ISSUER, [key.publicKeyMultibase]);
      const first = await pool.verify(signed, { documents, status: 'ignore' }, { remember: true });
      // the very object kept, not a worker's new answer
      expect(await pool.verify(signed, { documents, status: 'ignore' }, { remember: true })).toBe(first);
      expect(await pool.verify(signed, { documents, status: 'ignore' })).not.toBe(first);
      // another key list is another question
      const otherKeys = issuerDocuments(PUBLIC_URL, ISSUER, [key.publicKeyMultibase, 'z6MkOther']);
      expect(await pool.verify(signed, { documents: otherKeys, status: 'ignore' }, { remember: true })).not.toBe(first);
    } finally {
      await pool.close();
    }
  });

  it('fails waiting and new jobs once closed', { timeout: 60_000 }, async () => {
    const pool = createProofPool({ key });
    const method = keyUrl(PUBLIC_URL, ISSUER, key.publicKeyMultibase);
    const waiting = expect(pool.signingKey.sign(method, unsigned('Ramesh Thapa'))).rejects.toThrow('closed');
    await pool.close();
    await waiting;
    await expect(pool.signingKey.sign(method, unsigned('Sita Gurung'))).rejects.toThrow('closed');
  });
});
