import { AppError } from './app-error.ts';

/**
 * The request body as bytes, refusing it with 413 (`tooLargeKey`) once it passes `maxBytes`: a
 * declared Content-Length over the limit is refused before reading, and a body without one is read
 * chunk by chunk and dropped as soon as it grows past the limit, so memory never holds more.
 */
export async function readBodyWithLimit(request: Request, maxBytes: number, tooLargeKey: string): Promise<Uint8Array> {
  const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', tooLargeKey);
  const declared = Number(request.headers.get('content-length') ?? Number.NaN);
  if (declared > maxBytes) {
    await request.body?.cancel().catch(() => undefined);
    throw tooLarge();
  }
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
