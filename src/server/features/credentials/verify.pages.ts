import { Hono } from 'hono';
import { AppError } from '#server/lib/app-error.ts';
import { clientAddress } from '#server/lib/client-address.ts';
import type { AppEnv } from '#server/lib/http.ts';
import { readBodyWithLimit } from '#server/lib/read-body.ts';
import { languageOf } from './page-layout.ts';
import { PRESENTED_MAX_BYTES } from './presented-credential.ts';
import { verifyPage } from './verify-page.ts';
import { verifyPresentedCredential } from './verify.service.ts';

// GET /verify: the form; POST /verify: the form posted (multipart, or urlencoded), answered with
// the same page and the result (decision 052). Public and sessionless: checking changes nothing, so
// it needs no CSRF token, but each check costs a signature verification, so it is throttled per
// client like the contact form. A verdict, valid or not, is a 200: the request was fine.

/** Checks per client address per ten minutes: a person checks a few; a script is slowed down. */
export const VERIFY_LIMIT = { max: 30, windowMs: 10 * 60 * 1000 };
/** Two fields of up to the credential limit each, plus the multipart envelope. */
const FORM_MAX_BYTES = 2 * PRESENTED_MAX_BYTES + 16 * 1024;

/** What was posted: the chosen file when there is one, else the pasted text. */
async function presentedOf(request: Request): Promise<{ text: string; pasted: string }> {
  const bytes = await readBodyWithLimit(request, FORM_MAX_BYTES, 'credentials.verify.reasons.tooLarge');
  const contentType = request.headers.get('content-type') ?? '';
  if (!/^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i.test(contentType)) {
    // a script may post the JSON itself
    const text = new TextDecoder().decode(bytes);
    return { text, pasted: text };
  }
  let form: FormData;
  try {
    form = await new Response(bytes, { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw new AppError('VALIDATION_ERROR', 'credentials.verify.unreadableForm');
  }
  const file = form.get('file');
  const pasted = form.get('credential');
  const pastedText = typeof pasted === 'string' ? pasted : '';
  if (file && typeof file !== 'string' && file.size > 0) return { text: await file.text(), pasted: '' };
  return { text: pastedText, pasted: pastedText };
}

export const verifyPages = new Hono<AppEnv>()
  .get('/verify', (c) => {
    c.header('Vary', 'Cookie, Accept-Language');
    c.header('Cache-Control', 'no-cache');
    return c.html(verifyPage(languageOf(c)), 200);
  })
  .post('/verify', async (c) => {
    const language = languageOf(c);
    c.header('Cache-Control', 'no-store');
    if (!(await c.var.deps.throttle.take(`credential-verify|client|${clientAddress(c)}`, VERIFY_LIMIT))) {
      await c.req.raw.body?.cancel().catch(() => undefined);
      return c.html(verifyPage(language, { problem: 'credentials.verify.tooMany' }), 429);
    }
    let presented: { text: string; pasted: string };
    try {
      presented = await presentedOf(c.req.raw);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      return c.html(verifyPage(language, { problem: error.key ?? 'credentials.verify.unreadableForm' }), error.status);
    }
    const result = await verifyPresentedCredential(c.var.deps, presented.text);
    // the pasted text is given back so a correction needs no second paste, unless it was refused as too big
    const pasted = Buffer.byteLength(presented.pasted) <= PRESENTED_MAX_BYTES ? presented.pasted : '';
    return c.html(verifyPage(language, { result, pasted }), 200);
  });
