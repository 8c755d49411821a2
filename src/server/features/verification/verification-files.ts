import sharp from 'sharp';
import {
  VERIFICATION_DOCUMENTS,
  VERIFICATION_FILE_TYPES,
  VERIFICATION_LIMITS,
  VerificationClaims,
  type VerificationFileType,
} from '#contract/verification.ts';
import type { VerificationDocumentKind } from '#contract/trust-lists.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { AppDeps } from '#server/lib/http.ts';

// A verification request arrives as one multipart body: the claims as text fields and up to three
// documents as file fields named by their kind. Every file is checked by its bytes (never by its
// name or declared type) and really parsed, off the event loop, before anything is stored.

/** A document whose bytes passed the checks. */
export interface CheckedDocument {
  kind: VerificationDocumentKind;
  fileType: VerificationFileType;
  bytes: Uint8Array;
}

/** Same bound as profile pictures: no phone photo or scan is bigger, and decoding stays bounded. */
const MAX_INPUT_PIXELS = 40_000_000;

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, index) => bytes[at + index] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** What the bytes claim to be by their signature; null for anything we do not take. */
export function fileTypeOf(bytes: Uint8Array): VerificationFileType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(bytes, ascii('%PDF-'))) return 'pdf';
  return null;
}

/**
 * Checks one document: its signature, then a real parse. An image is decoded whole by sharp
 * (libvips threads, within a pixel limit, refusing truncated data); a PDF is opened by the document
 * workers (time and memory limits, decision 015).
 */
export async function checkDocument(
  deps: Pick<AppDeps, 'documents'>,
  kind: VerificationDocumentKind,
  bytes: Uint8Array,
): Promise<CheckedDocument> {
  if (bytes.byteLength > VERIFICATION_LIMITS.documentBytes) {
    throw new AppError('PAYLOAD_TOO_LARGE', 'verify.errors.fileTooLarge');
  }
  const fileType = fileTypeOf(bytes);
  if (!fileType) throw new AppError('VALIDATION_ERROR', 'verify.errors.fileType');
  if (fileType === 'pdf') {
    const result = await deps.documents.textOf(bytes);
    if ('problem' in result) throw new AppError('VALIDATION_ERROR', 'verify.errors.fileUnreadable');
    return { kind, fileType, bytes };
  }
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'warning' });
    const metadata = await image.metadata();
    if (metadata.format !== (fileType === 'jpeg' ? 'jpeg' : fileType)) throw new Error('format differs');
    // decodes every pixel (into a tiny output): a file that only starts like an image fails here
    await image.resize(32, 32, { fit: 'inside' }).toBuffer();
  } catch {
    throw new AppError('VALIDATION_ERROR', 'verify.errors.fileUnreadable');
  }
  return { kind, fileType, bytes };
}

/** A multipart text field: empty means not given. */
function textField(form: FormData, name: string): string | undefined {
  const value = form.get(name);
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/**
 * Reads the claims and documents of a request body (already read within the request limit): the
 * claims must pass the contract's schema for the role, the role's required documents must be there
 * and no other file is taken. Answers the checked documents in a fixed order.
 */
export async function readVerificationForm(
  deps: Pick<AppDeps, 'documents'>,
  contentType: string,
  body: Uint8Array,
): Promise<{ claims: VerificationClaims; documents: CheckedDocument[] }> {
  let form: FormData;
  try {
    form = await new Response(new Blob([body as Uint8Array<ArrayBuffer>]), {
      headers: { 'content-type': contentType },
    }).formData();
  } catch {
    throw new AppError('VALIDATION_ERROR', 'verify.errors.badForm');
  }
  const parsed = VerificationClaims.safeParse({
    role: textField(form, 'role'),
    identityDocumentKind: textField(form, 'identityDocumentKind'),
    certificateFramework: textField(form, 'certificateFramework'),
    certificateLevel: textField(form, 'certificateLevel'),
    certificateOccupation: textField(form, 'certificateOccupation'),
    certificateNumber: textField(form, 'certificateNumber'),
    registeredName: textField(form, 'registeredName'),
    registeredAddress: textField(form, 'registeredAddress'),
    panVatNumber: textField(form, 'panVatNumber'),
    isAgency: textField(form, 'isAgency') === 'true',
    ctevtAffiliationNumber: textField(form, 'ctevtAffiliationNumber'),
  });
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? 'verify.errors.badForm';
    throw new AppError('VALIDATION_ERROR', message.includes('.') ? message : 'verify.errors.badForm');
  }
  const claims = parsed.data;
  const { required, optional } = VERIFICATION_DOCUMENTS[claims.role];
  const files = new Map<VerificationDocumentKind, File>();
  for (const kind of [...required, ...optional] as VerificationDocumentKind[]) {
    const value = form.get(kind);
    if (value instanceof File && value.size > 0) files.set(kind, value);
  }
  for (const kind of required) {
    if (!files.has(kind)) throw new AppError('VALIDATION_ERROR', `verify.errors.missing.${kind}`);
  }
  if (claims.role === 'professional' && files.has('certificate') !== Boolean(claims.certificateFramework)) {
    throw new AppError('VALIDATION_ERROR', 'verify.errors.certificateDetails');
  }
  const documents: CheckedDocument[] = [];
  for (const [kind, file] of files) {
    documents.push(await checkDocument(deps, kind, new Uint8Array(await file.arrayBuffer())));
  }
  return { claims, documents };
}

export { VERIFICATION_FILE_TYPES };
