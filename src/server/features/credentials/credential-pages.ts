import { Hono } from 'hono';
import { isUuid } from '#contract/ids.ts';
import type { AppEnv } from '#server/lib/http.ts';
import {
  credentialDocument,
  credentialExists,
  getPublicCredential,
  isIssuer,
  publishedKeys,
} from './credential-reads.service.ts';
import { certificatePage, PRINT_SCRIPT, PRINT_SCRIPT_PATH } from './certificate-page.ts';
import { credentialPage, missingCredentialPage } from './credential-page.ts';
import { controllerDocument, keyDocument } from './issuer-documents.ts';
import { languageOf } from './page-layout.ts';
import { credentialPageUrl } from './open-badge.ts';
import { qrSvg } from './qr-code.ts';
import { isStatusPurpose, signedStatusList, statusListExists } from './status-list.ts';
import { verifyPages } from './verify.pages.ts';

// Public addresses of credentials, outside /api and without a session (decision 048):
//   GET /credentials/{id}        the page (HTML, works without JavaScript)
//   GET /credentials/{id}.json   the signed credential, as JSON-LD
//   GET /credentials/{id}/certificate  the printable certificate (decision 052)
//   GET /credentials/{id}/qr.svg the page's QR code, an image of its own that never changes
//   GET|POST /verify             check any credential's JSON (decision 052, verify.pages.ts)
//   GET /issuers/{id}            the issuer's controller document (its keys)
//   GET /issuers/{id}/keys/{key} one key's Multikey document, a proof's verificationMethod
//   GET /issuers/{id}/status/{revocation|suspension}/{n}  the issuer's signed BitstringStatusListCredentials
// None of these is in the sitemap.

const JSON_LD = 'application/ld+json';

export const credentialPages = new Hono<AppEnv>()
  .route('/', verifyPages)
  .get(PRINT_SCRIPT_PATH, (c) => {
    c.header('Content-Type', 'text/javascript; charset=utf-8');
    c.header('Cache-Control', 'public, max-age=3600');
    return c.body(PRINT_SCRIPT);
  })
  .get('/credentials/:id/certificate', async (c) => {
    const id = c.req.param('id');
    const credential = isUuid(id) ? await getPublicCredential(c.var.deps, id) : null;
    const language = languageOf(c);
    c.header('Vary', 'Cookie, Accept-Language');
    c.header('Cache-Control', 'no-cache');
    if (!credential) return c.html(missingCredentialPage(language), 404);
    return c.html(await certificatePage(c.var.deps.publicUrl, credential, language), 200);
  })
  .get('/credentials/:id/qr.svg', async (c) => {
    const { db, publicUrl } = c.var.deps;
    const id = c.req.param('id');
    if (!isUuid(id) || !(await credentialExists(db, id))) return c.json({ error: { code: 'NOT_FOUND' } }, 404);
    // it encodes the page's address, which never changes
    c.header('Content-Type', 'image/svg+xml');
    c.header('Cache-Control', 'public, max-age=31536000, immutable');
    return c.body(await qrSvg(credentialPageUrl(publicUrl, id)));
  })
  .get('/credentials/:file', async (c) => {
    const { publicUrl } = c.var.deps;
    const file = c.req.param('file');
    const asJson = file.endsWith('.json');
    const id = asJson ? file.slice(0, -'.json'.length) : file;
    if (asJson) {
      // the signed credential as issued, revoked or not: its status is its status list's to say
      const document = isUuid(id) ? await credentialDocument(c.var.deps.db, id) : null;
      if (!document) return c.json({ error: { code: 'NOT_FOUND', message: 'Credential not found' } }, 404);
      c.header('Content-Type', JSON_LD);
      c.header('Access-Control-Allow-Origin', '*');
      // data for verifiers, not a page for search results
      c.header('X-Robots-Tag', 'noindex');
      return c.body(JSON.stringify(document, null, 2));
    }
    const credential = isUuid(id) ? await getPublicCredential(c.var.deps, id) : null;
    const language = languageOf(c);
    c.header('Vary', 'Cookie, Accept-Language');
    c.header('Cache-Control', 'no-cache');
    if (!credential) return c.html(missingCredentialPage(language), 404);
    return c.html(credentialPage(publicUrl, credential, language), 200);
  })
  .get('/issuers/:id', async (c) => {
    const { db, publicUrl } = c.var.deps;
    const id = c.req.param('id');
    if (!isUuid(id) || !(await isIssuer(db, id))) return c.json({ error: { code: 'NOT_FOUND' } }, 404);
    c.header('Content-Type', JSON_LD);
    c.header('Access-Control-Allow-Origin', '*');
    return c.body(JSON.stringify(controllerDocument(publicUrl, id, await publishedKeys(db))));
  })
  .get('/issuers/:id/status/:purpose/:list', async (c) => {
    const { db } = c.var.deps;
    const { id, purpose, list } = c.req.param();
    const listNumber = /^\d{1,6}$/.test(list) ? Number(list) : -1;
    if (!isUuid(id) || !isStatusPurpose(purpose) || !(await statusListExists(db, id, listNumber)))
      return c.json({ error: { code: 'NOT_FOUND' } }, 404);
    const document = await signedStatusList(c.var.deps, id, listNumber, purpose);
    c.header('Content-Type', JSON_LD);
    c.header('Access-Control-Allow-Origin', '*');
    // a verifier must see a revocation or suspension at once: it may keep the list, but asks again each time
    c.header('Cache-Control', 'no-cache');
    return c.body(JSON.stringify(document));
  })
  .get('/issuers/:id/keys/:key', async (c) => {
    const { db, publicUrl } = c.var.deps;
    const { id, key } = c.req.param();
    const known = isUuid(id) && (await publishedKeys(db)).includes(key) && (await isIssuer(db, id));
    if (!known) return c.json({ error: { code: 'NOT_FOUND' } }, 404);
    c.header('Content-Type', JSON_LD);
    c.header('Access-Control-Allow-Origin', '*');
    return c.body(JSON.stringify(keyDocument(publicUrl, id, key)));
  });
