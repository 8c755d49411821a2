import path from 'node:path';
import type { Env } from '#server/env.ts';
import { createLocalObjectStore } from './local-store.ts';
import type { ObjectStore } from './object-store.ts';

/**
 * The object store the configuration asks for: `DATA_DIR/uploads` or an S3-compatible bucket (its
 * SDK loads only then: it costs a tenth of a second of every start).
 */
export async function createObjectStore(env: Env): Promise<ObjectStore> {
  if (env.STORAGE === 's3') {
    const { createS3ObjectStore } = await import('./s3-store.ts');
    // env.ts refuses STORAGE=s3 without these three
    return createS3ObjectStore({
      endpoint: env.S3_ENDPOINT,
      region: env.S3_REGION,
      bucket: env.S3_BUCKET!,
      privateBucket: env.S3_PRIVATE_BUCKET,
      accessKeyId: env.S3_ACCESS_KEY!,
      secretAccessKey: env.S3_SECRET_KEY!,
      publicBaseUrl: env.S3_PUBLIC_URL,
    });
  }
  return createLocalObjectStore({ root: path.join(env.dataDir, 'uploads') });
}
