import { constants, inflateRawSync, inflateSync } from 'node:zlib';
import { readZipDirectory, type DocumentKind } from './document-kind.ts';

// A 60 KB file can unpack to gigabytes. Before a parser sees a document, we unpack it ourselves
// with zlib's output limit and stop at the caps: this costs milliseconds, where the parsers would
// spend seconds and gigabytes. Declared sizes are never trusted (a zip may lie about them).

export const DOCUMENT_CAPS = {
  /** Unpacked bytes of all zip entries, or of all Flate streams of a PDF. */
  unpackedBytes: 16 * 1024 * 1024,
  /** Entries of a DOCX zip (Word writes a few dozen). */
  zipEntries: 1000,
} as const;

/** 'too-complex' past a cap; 'unreadable' when the archive is not what its directory says. */
export type CapsVerdict = 'ok' | 'too-complex' | 'unreadable';

/** Unpacks the document up to the caps and says whether it stays within them. */
export function checkDocumentCaps(kind: DocumentKind, bytes: Uint8Array): CapsVerdict {
  return kind === 'docx' ? checkDocxCaps(bytes) : checkPdfCaps(bytes);
}

const isOverLimit = (error: unknown) => (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE';

/** Inflates every entry named by the central directory, as the DOCX reader would, summing the output. */
function checkDocxCaps(bytes: Uint8Array): CapsVerdict {
  const entries = readZipDirectory(bytes);
  if (!entries) return 'unreadable';
  if (entries.length > DOCUMENT_CAPS.zipEntries) return 'too-complex';
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let unpacked = 0;
  for (const entry of entries) {
    const at = entry.localOffset;
    // encrypted entries and methods other than stored/deflate are not Word's
    if ((entry.flags & 1) !== 0 || (entry.method !== 0 && entry.method !== 8)) return 'unreadable';
    if (at + 30 > bytes.length || view.getUint32(at, true) !== 0x04034b50) return 'unreadable';
    const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
    const data = bytes.subarray(start, start + entry.compressedSize);
    if (start + entry.compressedSize > bytes.length) return 'unreadable';
    const remaining = DOCUMENT_CAPS.unpackedBytes - unpacked;
    if (entry.method === 0) {
      unpacked += data.length;
      if (unpacked > DOCUMENT_CAPS.unpackedBytes) return 'too-complex';
      continue;
    }
    try {
      unpacked += inflateRawSync(data, {
        maxOutputLength: Math.max(1, remaining),
        finishFlush: constants.Z_SYNC_FLUSH,
      }).length;
    } catch (error) {
      if (isOverLimit(error)) return 'too-complex';
      return 'unreadable';
    }
    if (unpacked > DOCUMENT_CAPS.unpackedBytes) return 'too-complex';
  }
  return 'ok';
}

/** pdf.js inflates a FlateDecode stream only when it starts with a valid zlib header. */
const hasZlibHeader = (bytes: Uint8Array) =>
  bytes.length >= 2 && (bytes[0]! & 0x0f) === 8 && ((bytes[0]! << 8) | bytes[1]!) % 31 === 0;

// a stream layered with more Flate filters ([/FlateDecode /FlateDecode]) is unpacked this deep
const FLATE_LAYERS = 4;

/**
 * Inflates every `stream … endstream` body that is zlib data (and the Flate layers under it),
 * summing the output. Image streams are skipped: text extraction never decodes them, and scans
 * and photos may well unpack past the cap. What cannot be told apart here (encrypted streams,
 * other filters, a lying /Length) is left to the worker's time and memory limits.
 */
function checkPdfCaps(bytes: Uint8Array): CapsVerdict {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  let unpacked = 0;
  let at = 0;
  for (;;) {
    at = text.indexOf('stream', at);
    if (at < 0) return 'ok';
    if (text.startsWith('end', at - 3)) {
      at += 6;
      continue;
    }
    const dictionary = text.slice(Math.max(text.lastIndexOf('obj', at), at - 4096), at);
    // the body starts on the line after the keyword, as pdf.js reads it
    let start = at + 6;
    while (start < text.length && text[start] !== '\n' && text[start] !== '\r') start++;
    start += text.startsWith('\r\n', start) ? 2 : 1;
    const end = streamEnd(text, start, dictionary);
    at = end;
    if (/\/Subtype\s*\/Image\b/.test(dictionary)) continue;
    let layer = bytes.subarray(start, end);
    for (let depth = 0; depth < FLATE_LAYERS && hasZlibHeader(layer); depth++) {
      const remaining = DOCUMENT_CAPS.unpackedBytes - unpacked;
      try {
        layer = inflateSync(layer, { maxOutputLength: Math.max(1, remaining), finishFlush: constants.Z_SYNC_FLUSH });
      } catch (error) {
        if (isOverLimit(error)) return 'too-complex';
        break; // a damaged stream: pdf.js reads what it can, within the worker's limits
      }
      unpacked += layer.length;
      if (unpacked > DOCUMENT_CAPS.unpackedBytes) return 'too-complex';
    }
  }
}

/** Where a stream's body ends: at its direct /Length when `endstream` follows it there, else at the next `endstream`. */
function streamEnd(text: string, start: number, dictionary: string): number {
  const declared = /\/Length\s+(\d+)(?!\d|\s+\d+\s+R)/.exec(dictionary);
  if (declared) {
    const end = start + Number(declared[1]);
    if (end <= text.length && /^\s*endstream/.test(text.slice(end, end + 32))) return end;
  }
  const found = text.indexOf('endstream', start);
  return found < 0 ? text.length : found;
}
