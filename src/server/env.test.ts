import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseEnv } from './env.ts';

const tempDir = () => mkdtempSync(path.join(tmpdir(), 'sipalu-env-'));

describe('configuration', () => {
  it('runs with no configuration at all: port 3000, embedded database, demo content', () => {
    const env = parseEnv({ DATA_DIR: tempDir() });
    expect(env).toMatchObject({ PORT: 3000, seedDemo: true, STORAGE: 'local' });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.publicUrl).toBe('http://localhost:3000');
  });

  it('generates the development auth secret once and keeps it in DATA_DIR', () => {
    const dir = tempDir();
    const first = parseEnv({ DATA_DIR: dir }).authSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dir, 'auth-secret'), 'utf8').trim()).toBe(first);
    expect(parseEnv({ DATA_DIR: dir }).authSecret).toBe(first);
  });

  it('does not seed a PostgreSQL server unless asked', () => {
    const env = parseEnv({ DATA_DIR: tempDir(), DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test' });
    expect(env.seedDemo).toBe(false);
    expect(parseEnv({ DATA_DIR: tempDir(), DATABASE_URL: 'postgres://x@y/z', SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });

  it('lists every malformed variable in one readable message', () => {
    expect(() => parseEnv({ DATA_DIR: tempDir(), PORT: 'eighty', DATABASE_URL: 'mysql://localhost/x' })).toThrow(
      /Invalid configuration:\n {2}PORT: must be a port number \(0-65535\)\n {2}DATABASE_URL: must be a postgres:\/\/ URL/,
    );
  });

  it('names variables that must come together', () => {
    expect(() => parseEnv({ DATA_DIR: tempDir(), STORAGE: 's3', GOOGLE_CLIENT_ID: 'id-without-secret' })).toThrow(
      /S3_BUCKET: is required when STORAGE=s3[\s\S]*GOOGLE_CLIENT_SECRET: GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET go together/,
    );
  });

  it('refuses a public S3 URL unless private files have a bucket of their own that it does not name', () => {
    const s3 = {
      DATA_DIR: tempDir(),
      STORAGE: 's3',
      S3_BUCKET: 'sipalu-public',
      S3_ACCESS_KEY: 'key',
      S3_SECRET_KEY: 'secret',
      S3_PUBLIC_URL: 'https://files.sipalu.com.np',
    };
    const exposed = /S3_PRIVATE_BUCKET: must name a second, private bucket when S3_PUBLIC_URL is set/;
    expect(() => parseEnv(s3)).toThrow(exposed);
    expect(() => parseEnv({ ...s3, S3_PRIVATE_BUCKET: 'sipalu-public' })).toThrow(exposed);
    for (const S3_PUBLIC_URL of ['https://s3.example.com/sipalu-private', 'https://sipalu-private.s3.example.com']) {
      expect(() => parseEnv({ ...s3, S3_PRIVATE_BUCKET: 'sipalu-private', S3_PUBLIC_URL })).toThrow(
        /S3_PRIVATE_BUCKET: is the bucket S3_PUBLIC_URL points at; it must never be public/,
      );
    }
    expect(parseEnv({ ...s3, S3_PRIVATE_BUCKET: 'sipalu-private' }).S3_PRIVATE_BUCKET).toBe('sipalu-private');
    // served through the app, one bucket stays private as a whole
    expect(parseEnv({ ...s3, S3_PUBLIC_URL: '' }).S3_PRIVATE_BUCKET).toBeUndefined();
  });

  it('takes the platform’s PAN for receipts as nine digits, and nothing else', () => {
    expect(parseEnv({ DATA_DIR: tempDir() }).PLATFORM_PAN).toBeUndefined();
    expect(parseEnv({ DATA_DIR: tempDir(), PLATFORM_PAN: ' 601234567 ' }).PLATFORM_PAN).toBe('601234567');
    for (const PLATFORM_PAN of ['60123456', '6012345678', 'PAN601234']) {
      expect(() => parseEnv({ DATA_DIR: tempDir(), PLATFORM_PAN })).toThrow(/PLATFORM_PAN/);
    }
  });

  it('trusts X-Forwarded-For from no proxy unless TRUST_PROXY counts them', () => {
    expect(parseEnv({ DATA_DIR: tempDir() }).TRUST_PROXY).toBe(0);
    expect(parseEnv({ DATA_DIR: tempDir(), TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(0);
    expect(parseEnv({ DATA_DIR: tempDir(), TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    for (const value of ['true', '-1', 'yes']) {
      expect(() => parseEnv({ DATA_DIR: tempDir(), TRUST_PROXY: value })).toThrow(
        /TRUST_PROXY: must be false or the number of proxies in front/,
      );
    }
  });

  it("reads ALLOWED_ORIGINS as origins, and adds Vite's dev server in development only", () => {
    const env = parseEnv({
      DATA_DIR: tempDir(),
      NODE_ENV: 'production',
      AUTH_SECRET: 'a'.repeat(32),
      ALLOWED_ORIGINS: 'https://admin.sipalu.com.np/, http://localhost:4000/path',
    });
    expect(env.allowedOrigins).toEqual(['https://admin.sipalu.com.np', 'http://localhost:4000']);
    expect(parseEnv({ DATA_DIR: tempDir(), NODE_ENV: 'test' }).allowedOrigins).toEqual([]);
    expect(parseEnv({ DATA_DIR: tempDir() }).allowedOrigins).toEqual(['http://localhost:5173']);
    expect(() => parseEnv({ DATA_DIR: tempDir(), ALLOWED_ORIGINS: 'admin.sipalu.com.np' })).toThrow(
      /ALLOWED_ORIGINS: "admin.sipalu.com.np" is not a URL such as https:\/\/admin.sipalu.com.np/,
    );
  });

  it('requires AUTH_SECRET in production', () => {
    expect(() => parseEnv({ DATA_DIR: tempDir(), NODE_ENV: 'production' })).toThrow(
      /AUTH_SECRET: is required in production/,
    );
  });

  it('turns metrics on with a METRICS_TOKEN of at least 32 characters, and refuses a shorter one', () => {
    expect(parseEnv({ DATA_DIR: tempDir() }).METRICS_TOKEN).toBeUndefined();
    expect(parseEnv({ DATA_DIR: tempDir(), METRICS_TOKEN: 'm'.repeat(32) }).METRICS_TOKEN).toBe('m'.repeat(32));
    expect(() => parseEnv({ DATA_DIR: tempDir(), METRICS_TOKEN: 'short-token' })).toThrow(
      /METRICS_TOKEN: must be at least 32 characters/,
    );
  });
});
