// What an uploaded document is, decided by its bytes, never by its name or declared type. The
// same check serves CV imports and resume uploads; it only reads headers, never inflates.

export type DocumentKind = 'pdf' | 'docx';

/** One file of a zip archive, as its central directory describes it. */
export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated; anything else is not a zip Word writes. */
  method: number;
  /** General purpose flags (bit 0: encrypted). */
  flags: number;
  compressedSize: number;
  /** Where the entry's local header starts. */
  localOffset: number;
}

const startsWith = (bytes: Uint8Array, text: string) =>
  bytes.length >= text.length && [...text].every((char, index) => bytes[index] === char.charCodeAt(0));

/**
 * The entries of a zip archive, read from its central directory; null when it is not a zip, is
 * cut short, or needs zip64 (which no Word document of our size uses).
 */
export function readZipDirectory(bytes: Uint8Array): ZipEntry[] | null {
  if (!startsWith(bytes, 'PK\x03\x04') || bytes.length < 22) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // the end-of-central-directory record is in the last 22 + 65,535 (comment) bytes
  const lowest = Math.max(0, bytes.length - 22 - 0xffff);
  let end = -1;
  for (let at = bytes.length - 22; at >= lowest; at--) {
    if (view.getUint32(at, true) === 0x06054b50) {
      end = at;
      break;
    }
  }
  if (end < 0) return null;
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  if (count === 0xffff || at === 0xffffffff) return null;
  const entries: ZipEntry[] = [];
  const decoder = new TextDecoder();
  for (let entry = 0; entry < count; entry++) {
    if (at + 46 > bytes.length || view.getUint32(at, true) !== 0x02014b50) return null;
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    if (at + 46 + nameLength > bytes.length) return null;
    entries.push({
      name: decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength)),
      method: view.getUint16(at + 10, true),
      flags: view.getUint16(at + 8, true),
      compressedSize: view.getUint32(at + 20, true),
      localOffset: view.getUint32(at + 42, true),
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/**
 * A PDF starts with `%PDF-`; a DOCX is a zip whose central directory holds the main document part,
 * `word/document.xml` (any other `word/` part or `[Content_Types].xml` alone is not enough: that is
 * a zip of something else). Anything else (a renamed image, an old .doc) is null.
 */
export function documentKindOf(bytes: Uint8Array): DocumentKind | null {
  if (startsWith(bytes, '%PDF-')) return 'pdf';
  if (readZipDirectory(bytes)?.some((entry) => entry.name === 'word/document.xml')) return 'docx';
  return null;
}
