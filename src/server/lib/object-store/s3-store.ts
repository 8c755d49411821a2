import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { appServedUrls, assertValidObjectRef, refUnder, type ObjectStore } from './object-store.ts';

export interface S3StoreOptions {
  /** S3-compatible endpoint (MinIO, R2, …); omitted means AWS itself. */
  endpoint?: string | undefined;
  region?: string | undefined;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /**
   * Where browsers fetch objects directly (a public bucket or a CDN), ending before `<bucket>/<key>`.
   * Omitted: the app streams them itself at `/uploads/…`, so the S3 bucket can stay private.
   */
  publicBaseUrl?: string | undefined;
}

/**
 * Objects in one S3 bucket; our buckets become key prefixes inside it (`<bucket>/<key>`), so a
 * deployment needs one bucket and one set of credentials.
 */
export function createS3ObjectStore(options: S3StoreOptions): ObjectStore {
  const client = new S3Client({
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    region: options.region ?? 'us-east-1',
    // MinIO and most self-hosted stores only answer path-style URLs
    forcePathStyle: Boolean(options.endpoint),
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
  });
  const objectKey = (bucket: string, key: string) => {
    assertValidObjectRef(bucket, key);
    return `${bucket}/${key}`;
  };
  const urls = options.publicBaseUrl
    ? (() => {
        const prefix = `${options.publicBaseUrl.replace(/\/$/, '')}/`;
        return {
          publicUrl: (bucket: string, key: string) => `${prefix}${bucket}/${key}`,
          refOf: (url: string) => refUnder(prefix, url),
        };
      })()
    : appServedUrls('');

  return {
    async put(bucket, key, bytes, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: options.bucket,
          Key: objectKey(bucket, key),
          Body: bytes,
          ContentType: contentType,
          // keys are unique per upload, so a cached copy never goes stale
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
    },

    async get(bucket, key) {
      try {
        const result = await client.send(new GetObjectCommand({ Bucket: options.bucket, Key: objectKey(bucket, key) }));
        if (!result.Body) return null;
        return {
          body: result.Body.transformToWebStream() as ReadableStream<Uint8Array>,
          contentType: result.ContentType ?? 'application/octet-stream',
          size: result.ContentLength ?? 0,
        };
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) return null;
        throw error;
      }
    },

    async delete(bucket, key) {
      await client.send(new DeleteObjectCommand({ Bucket: options.bucket, Key: objectKey(bucket, key) }));
    },

    ...urls,
  };
}
