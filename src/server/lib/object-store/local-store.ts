import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { randomBytes } from 'node:crypto';
import {
  appServedUrls,
  assertValidObjectRef,
  contentTypeOfKey,
  isValidObjectRef,
  type ObjectRef,
  type ObjectStore,
} from './object-store.ts';

/**
 * Objects as files under `root/<bucket>/<key>`, served by the app at `/uploads/<bucket>/<key>`.
 * `urlBase` is what public URLs start with: '' gives same-origin paths such as `/uploads/…`.
 */
export function createLocalObjectStore(options: { root: string; urlBase?: string }): ObjectStore {
  const root = path.resolve(options.root);
  const fileOf = (bucket: string, key: string) => {
    assertValidObjectRef(bucket, key);
    const file = path.resolve(root, bucket, ...key.split('/'));
    // the key pattern already rules out traversal; this keeps it true if the pattern ever changes
    if (!file.startsWith(root + path.sep)) throw new Error(`object path escapes the store: ${bucket}/${key}`);
    return file;
  };

  return {
    async put(bucket, key, bytes) {
      const file = fileOf(bucket, key);
      await mkdir(path.dirname(file), { recursive: true });
      // write aside, then rename: a reader sees the old file or the whole new one, never half
      const temporary = `${file}.${randomBytes(6).toString('hex')}.part`;
      try {
        await writeFile(temporary, bytes);
        await rename(temporary, file);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },

    async putStream(bucket, key, body) {
      const file = fileOf(bucket, key);
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${randomBytes(6).toString('hex')}.part`;
      let written = 0;
      const sink = createWriteStream(temporary);
      try {
        const source = Readable.fromWeb(body as NodeReadableStream<Uint8Array>);
        source.on('data', (chunk: Buffer) => {
          written += chunk.byteLength;
        });
        await pipeline(source, sink);
        await rename(temporary, file);
        return written;
      } catch (error) {
        // the file is opened asynchronously: a body refused at once can fail before it exists, and
        // a removal then would run before the file appears; the sink closes after its open
        if (!sink.closed) await new Promise<void>((resolve) => sink.once('close', () => resolve()));
        await rm(temporary, { force: true });
        throw error;
      }
    },

    async get(bucket, key, range) {
      const file = fileOf(bucket, key);
      const info = await stat(file).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT' || error.code === 'ENOTDIR') return null;
        throw error;
      });
      if (!info?.isFile()) return null;
      return {
        body: Readable.toWeb(
          createReadStream(file, range ? { start: range.start, end: range.end } : {}),
        ) as ReadableStream<Uint8Array>,
        contentType: contentTypeOfKey(key),
        size: info.size,
      };
    },

    async delete(bucket, key) {
      await rm(fileOf(bucket, key), { force: true });
    },

    async *list() {
      for (const bucket of await readdir(root).catch(() => [])) {
        for await (const key of filesUnder(path.join(root, bucket), '')) {
          // a put under way writes `<key>.<random>.part` beside its key: not an object yet
          if (!key.endsWith('.part') && isValidObjectRef(bucket, key)) yield { bucket, key } satisfies ObjectRef;
        }
      }
    },

    ...appServedUrls(options.urlBase ?? ''),
  };
}

/** Paths of the files under `dir`, relative to it with `/` separators, depth first. */
async function* filesUnder(dir: string, prefix: string): AsyncGenerator<string> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) yield* filesUnder(path.join(dir, entry.name), relative);
    else if (entry.isFile()) yield relative;
  }
}
