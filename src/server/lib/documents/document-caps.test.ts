import { readFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { docxBomb, manyEntriesZip, pdfBomb, smallDocx } from '#tests/fixtures/document-bombs.ts';
import { checkDocumentCaps, DOCUMENT_CAPS } from './document-caps.ts';
import { documentKindOf } from './document-kind.ts';

const MB = 1024 * 1024;
const fixture = (name: string) =>
  new Uint8Array(readFileSync(new URL(`../../../../tests/fixtures/insights/${name}`, import.meta.url)));

/** A PDF whose only object is a stream with this dictionary and body. */
function pdfWithStream(dictionary: string, body: Uint8Array): Uint8Array {
  const head = new TextEncoder().encode(`%PDF-1.4\n1 0 obj\n<< ${dictionary} /Length ${body.length} >>\nstream\n`);
  const tail = new TextEncoder().encode('\nendstream\nendobj\n%%EOF\n');
  const out = new Uint8Array(head.length + body.length + tail.length);
  out.set(head);
  out.set(body, head.length);
  out.set(tail, head.length + body.length);
  return out;
}

describe('document caps', () => {
  it('lets real CVs through', () => {
    expect(checkDocumentCaps('docx', fixture('cv.docx'))).toBe('ok');
    expect(checkDocumentCaps('pdf', fixture('linkedin-profile.pdf'))).toBe('ok');
    expect(checkDocumentCaps('docx', smallDocx())).toBe('ok');
  });

  it('stops unpacking past the unpacked-size cap and the entry cap', () => {
    expect(checkDocumentCaps('docx', docxBomb(DOCUMENT_CAPS.unpackedBytes + MB))).toBe('too-complex');
    expect(checkDocumentCaps('pdf', pdfBomb(DOCUMENT_CAPS.unpackedBytes + MB))).toBe('too-complex');
    expect(checkDocumentCaps('docx', manyEntriesZip(DOCUMENT_CAPS.zipEntries + 1))).toBe('too-complex');
  });

  it('follows a second Flate layer of a PDF stream', () => {
    const twice = deflateSync(deflateSync(new Uint8Array(DOCUMENT_CAPS.unpackedBytes + MB)));
    expect(twice.length).toBeLessThan(100 * 1024);
    expect(checkDocumentCaps('pdf', pdfWithStream('/Filter [/FlateDecode /FlateDecode]', twice))).toBe('too-complex');
  });

  it('skips image streams, which text extraction never decodes', () => {
    const photo = deflateSync(new Uint8Array(DOCUMENT_CAPS.unpackedBytes + MB));
    expect(checkDocumentCaps('pdf', pdfWithStream('/Type /XObject /Subtype /Image /Filter /FlateDecode', photo))).toBe(
      'ok',
    );
  });

  it('does not trust the sizes a zip declares', () => {
    const bomb = docxBomb(DOCUMENT_CAPS.unpackedBytes + MB);
    const view = new DataView(bomb.buffer);
    // claim 100 bytes unpacked for every entry, in the local headers and the central directory
    for (let at = 0; at + 4 <= bomb.length; at++) {
      const signature = view.getUint32(at, true);
      if (signature === 0x04034b50) view.setUint32(at + 22, 100, true);
      if (signature === 0x02014b50) view.setUint32(at + 24, 100, true);
    }
    expect(documentKindOf(bomb)).toBe('docx');
    expect(checkDocumentCaps('docx', bomb)).toBe('too-complex');
  });
});
