import { createHmac, timingSafeEqual } from 'node:crypto';

// eSewa ePay v2's signature (developer.esewa.com.np/pages/Epay-V2): HMAC-SHA256 in base64 over
// `name=value` pairs joined by commas, in the order `signed_field_names` lists them.

/** HMAC-SHA256 of `message` with `secret`, in base64. */
export function esewaSignature(message: string, secret: string): string {
  return createHmac('sha256', secret).update(message, 'utf8').digest('base64');
}

/** The message a request's signature covers: `total_amount=…,transaction_uuid=…,product_code=…`. */
export function requestMessage(totalAmount: string, transactionUuid: string, productCode: string): string {
  return `total_amount=${totalAmount},transaction_uuid=${transactionUuid},product_code=${productCode}`;
}

/** The success redirect's fields, as decoded from its base64 `data`. */
export type EsewaSuccess = Record<string, string>;

/**
 * Decodes the success redirect's `data` and checks its signature: the message is rebuilt from
 * `signed_field_names` with the exact strings received (eSewa writes `1000.0`; formatting it again
 * would break the signature), compared in constant time. Null when anything is missing or wrong.
 */
export function verifyEsewaSuccess(data: string, secret: string): EsewaSuccess | null {
  if (data.length > 4096 || !/^[A-Za-z0-9+/_-]+={0,2}$/.test(data)) return null;
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(data, 'base64').toString('utf8'));
  } catch {
    return null;
  }
  if (!decoded || typeof decoded !== 'object' || Array.isArray(decoded)) return null;
  const fields: EsewaSuccess = {};
  for (const [name, value] of Object.entries(decoded)) {
    // a number has lost its written form (1000.0 → 1000); the signature then fails, never passes wrongly
    if (typeof value === 'string' || typeof value === 'number') fields[name] = String(value);
  }
  const { signed_field_names: signedNames, signature } = fields;
  if (!signedNames || !signature) return null;
  const names = signedNames.split(',');
  if (names.some((name) => fields[name] === undefined)) return null;
  const message = names.map((name) => `${name}=${fields[name]}`).join(',');
  const expected = Buffer.from(esewaSignature(message, secret), 'base64');
  const given = Buffer.from(signature, 'base64');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return fields;
}
