import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { html } from 'hono/html';
import { formatMoney } from '#contract/format/numbers.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { AppEnv } from '#server/lib/http.ts';
import { pageLanguage } from '#server/lib/page-language.ts';
import { readBodyWithLimit } from '#server/lib/read-body.ts';
import { ESEWA_UAT } from './esewa.gateway.ts';
import { esewaSignature } from './esewa-signature.ts';
import { paisaOfRupeeText } from './paisa.ts';
import { TEST_GATEWAY_PATH, type TestGatewayStore } from './test-gateway-store.ts';

// The test gateway (decision 049): outside production with no gateway configured, this app plays
// eSewa's part with eSewa's published UAT product code and key, so `npm start` shows the whole
// journey with no real money. It speaks ePay v2: a signed form in, a signed base64 `data` out to
// `success_url`, and a status check. Served outside /api: the browser posts a plain HTML form here,
// as it would to eSewa. Never mounted in production (payments-config.ts).

const FORM_BYTES = 8 * 1024;
const FORM_FIELDS = [
  'amount',
  'total_amount',
  'transaction_uuid',
  'product_code',
  'success_url',
  'failure_url',
] as const;

type Fields = Record<string, string>;

async function formOf(request: Request): Promise<Fields> {
  const bytes = await readBodyWithLimit(request, FORM_BYTES, 'payments.testGateway.tooLarge');
  return Object.fromEntries(new URLSearchParams(new TextDecoder().decode(bytes)));
}

/** A form signed with the UAT key over its own signed_field_names, for a page on our own origin. */
function checkedForm(fields: Fields, publicUrl: string): Fields {
  const names = (fields.signed_field_names ?? '').split(',');
  const complete = FORM_FIELDS.every((name) => fields[name]) && names.every((name) => fields[name] !== undefined);
  const message = names.map((name) => `${name}=${fields[name]}`).join(',');
  const sameOrigin = [fields.success_url, fields.failure_url].every(
    (url) => URL.parse(url ?? '')?.origin === new URL(publicUrl).origin,
  );
  if (
    !complete ||
    !names.includes('total_amount') ||
    fields.product_code !== ESEWA_UAT.productCode ||
    fields.signature !== esewaSignature(message, ESEWA_UAT.secretKey) ||
    paisaOfRupeeText(fields.total_amount ?? '') === null ||
    !sameOrigin
  ) {
    throw new AppError('VALIDATION_ERROR', 'payments.testGateway.badForm');
  }
  return fields;
}

/** What eSewa sends back on success: the fields, signed, as base64 JSON. */
function successData(fields: Fields, refId: string): string {
  // eSewa writes the total with one decimal ("1000.0"); the signature covers that exact text
  const total = fields.total_amount!.includes('.') ? fields.total_amount! : `${fields.total_amount}.0`;
  const answer: Fields = {
    transaction_code: refId,
    status: 'COMPLETE',
    total_amount: total,
    transaction_uuid: fields.transaction_uuid!,
    product_code: fields.product_code!,
    signed_field_names: 'transaction_code,status,total_amount,transaction_uuid,product_code,signed_field_names',
  };
  const message = answer
    .signed_field_names!.split(',')
    .map((name) => `${name}=${answer[name]}`)
    .join(',');
  answer.signature = esewaSignature(message, ESEWA_UAT.secretKey);
  return Buffer.from(JSON.stringify(answer)).toString('base64');
}

const hidden = (fields: Fields) =>
  Object.entries(fields).map(([name, value]) => html`<input type="hidden" name="${name}" value="${value}" />`);

const TEXTS = {
  en: {
    title: 'Test payment, no real money',
    lead: 'This is Sipalu’s test gateway. It acts like eSewa, but nothing is charged.',
    amount: 'Amount',
    pay: 'Pay (test)',
    cancel: 'Cancel',
  },
  ne: {
    title: 'परीक्षण भुक्तानी, साँचो पैसा होइन',
    lead: 'यो सिपालुको परीक्षण भुक्तानी हो। यो eSewa जस्तै चल्छ, तर कुनै पैसा काटिँदैन।',
    amount: 'रकम',
    pay: 'भुक्तानी गर्नुहोस् (परीक्षण)',
    cancel: 'रद्द गर्नुहोस्',
  },
};

/** The test gateway's routes, mounted at TEST_GATEWAY_PATH when `store` exists. */
export function testGatewayPages(store: TestGatewayStore) {
  return new Hono<AppEnv>()
    .post(`${TEST_GATEWAY_PATH}/form`, async (c) => {
      const fields = checkedForm(await formOf(c.req.raw), c.var.deps.publicUrl);
      const language = pageLanguage(c);
      const text = TEXTS[language];
      // the label shows in both languages, whichever the reader's
      const other = language === 'en' ? 'ne' : 'en';
      const amount = formatMoney(paisaOfRupeeText(fields.total_amount!)! / 100, language);
      c.header('Cache-Control', 'no-store');
      return c.html(
        html`<!doctype html>
          <html lang="${language}">
            <head>
              <meta charset="utf-8" />
              <meta name="viewport" content="width=device-width, initial-scale=1" />
              <title>${text.title}</title>
              <style>
                body {
                  font-family: system-ui, sans-serif;
                  max-width: 28rem;
                  margin: 2rem auto;
                  padding: 0 1rem;
                }
                .banner {
                  background: #fef3c7;
                  border: 2px solid #b45309;
                  padding: 0.75rem;
                  border-radius: 0.5rem;
                  font-size: 1.5rem;
                }
                .banner span {
                  display: block;
                  margin-top: 0.25rem;
                  font-size: 1.1rem;
                }
                button {
                  font-size: 1rem;
                  padding: 0.75rem 1rem;
                  margin: 0.25rem 0;
                  width: 100%;
                }
                .pay {
                  background: #166534;
                  color: #fff;
                  border: 0;
                  border-radius: 0.5rem;
                }
              </style>
            </head>
            <body>
              <main>
                <h1 class="banner">
                  ${text.title}
                  <span lang="${other}">${TEXTS[other].title}</span>
                </h1>
                <p>${text.lead}</p>
                <p>${text.amount}: <strong data-testid="test-gateway-amount">${amount}</strong></p>
                <form method="post" action="${TEST_GATEWAY_PATH}/pay">
                  ${hidden(fields)}
                  <button class="pay" type="submit">${text.pay}</button>
                </form>
                <form method="post" action="${TEST_GATEWAY_PATH}/cancel">
                  ${hidden(fields)}
                  <button type="submit">${text.cancel}</button>
                </form>
              </main>
            </body>
          </html>`,
      );
    })
    .post(`${TEST_GATEWAY_PATH}/pay`, async (c) => {
      const fields = checkedForm(await formOf(c.req.raw), c.var.deps.publicUrl);
      const refId = `TEST${randomBytes(4).toString('hex').toUpperCase()}`;
      store.set(fields.transaction_uuid!, {
        totalAmount: fields.total_amount!,
        productCode: fields.product_code!,
        status: 'COMPLETE',
        refId,
      });
      const back = new URL(fields.success_url!);
      back.searchParams.set('data', successData(fields, refId));
      return c.redirect(back.href, 303);
    })
    .post(`${TEST_GATEWAY_PATH}/cancel`, async (c) => {
      const fields = checkedForm(await formOf(c.req.raw), c.var.deps.publicUrl);
      store.set(fields.transaction_uuid!, {
        totalAmount: fields.total_amount!,
        productCode: fields.product_code!,
        status: 'CANCELED',
        refId: null,
      });
      return c.redirect(fields.failure_url!, 303);
    })
    .get(`${TEST_GATEWAY_PATH}/status`, (c) => {
      const uuid = c.req.query('transaction_uuid') ?? '';
      const total = c.req.query('total_amount') ?? '';
      const payment = store.get(uuid);
      const matches =
        payment &&
        payment.productCode === c.req.query('product_code') &&
        paisaOfRupeeText(payment.totalAmount) === paisaOfRupeeText(total);
      return c.json({
        product_code: c.req.query('product_code') ?? '',
        transaction_uuid: uuid,
        total_amount: Number(total) || 0,
        status: matches ? payment.status : 'NOT_FOUND',
        ref_id: matches ? payment.refId : null,
      });
    });
}
