import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

// A stand-in for Khalti's KPG-2 web checkout on loopback (docs.khalti.com/khalti-epayment):
// `POST /epayment/initiate/` and `POST /epayment/lookup/` with `Authorization: Key <secret>`,
// amounts in paisa (at least 1000), statuses spelled as Khalti spells them; and the refund API
// (docs.khalti.com/api/refund), `POST /api/merchant-transaction/{transaction_id}/refund/`.

export const KHALTI_TEST_SECRET = 'test_secret_key_f59e8b7d18b4499ca40f68195a846e9b';

export type KhaltiStatus =
  'Completed' | 'Pending' | 'Initiated' | 'Refunded' | 'Expired' | 'User canceled' | 'Partially Refunded';

interface Payment {
  amount: number;
  purchaseOrderId: string;
  returnUrl: string;
  status: KhaltiStatus;
  transactionId: string | null;
  /** Refunded so far, in paisa: a partial refund names its `amount`, a full one the rest. */
  refundedPaisa?: number;
}

export interface KhaltiPeer {
  baseUrl: string;
  env: Record<string, string>;
  payments: Map<string, Payment>;
  /** Initiate requests refused (bad key, amount…), with Khalti's answer. */
  refused: unknown[];
  /** The user finishes at Khalti with `status`; returns the callback's query as Khalti sends it. */
  finish(pidx: string, status?: KhaltiStatus): URLSearchParams;
  lookups: Map<string, number>;
  /** Refund requests, by Khalti transaction_id. */
  refunds: string[];
  close(): Promise<void>;
}

async function jsonOf(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
  } catch {
    return {};
  }
}

export async function startKhaltiPeer(): Promise<KhaltiPeer> {
  const payments = new Map<string, Payment>();
  const lookups = new Map<string, number>();
  const refused: unknown[] = [];
  const refunds: string[] = [];
  const server: Server = createServer(async (request, response) => {
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.headers.authorization !== `Key ${KHALTI_TEST_SECRET}`) {
      return send(401, { detail: 'Invalid token.', status_code: 401 });
    }
    const body = await jsonOf(request);
    if (request.method === 'POST' && request.url === '/api/v2/epayment/initiate/') {
      const { amount, return_url: returnUrl, website_url: websiteUrl, purchase_order_id: orderId } = body;
      const problems: Record<string, string[]> = {};
      if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 1000) {
        problems.amount = ['Amount should be greater than Rs. 10, that is 1000 paisa.'];
      }
      if (typeof returnUrl !== 'string') problems.return_url = ['This field is required.'];
      if (typeof websiteUrl !== 'string') problems.website_url = ['This field is required.'];
      if (typeof orderId !== 'string' || typeof body.purchase_order_name !== 'string') {
        problems.purchase_order_id = ['This field is required.'];
      }
      if (Object.keys(problems).length) {
        refused.push(problems);
        return send(400, { ...problems, error_key: 'validation_error' });
      }
      const pidx = randomBytes(11).toString('base64url');
      payments.set(pidx, {
        amount: amount as number,
        purchaseOrderId: orderId as string,
        returnUrl: returnUrl as string,
        status: 'Initiated',
        transactionId: null,
      });
      return send(200, {
        pidx,
        payment_url: `${base}/pay/?pidx=${pidx}`,
        expires_at: new Date(Date.now() + 1800_000).toISOString(),
        expires_in: 1800,
      });
    }
    if (request.method === 'POST' && request.url === '/api/v2/epayment/lookup/') {
      const pidx = String(body.pidx ?? '');
      lookups.set(pidx, (lookups.get(pidx) ?? 0) + 1);
      const payment = payments.get(pidx);
      if (!payment) return send(404, { detail: 'Not found.', error_key: 'validation_error' });
      const answer = {
        pidx,
        total_amount: payment.amount,
        status: payment.status,
        transaction_id: payment.transactionId,
        fee: 0,
        refunded: payment.status === 'Refunded',
      };
      // Khalti answers the final failures with 400 and the same fields
      return send(['Expired', 'User canceled'].includes(payment.status) ? 400 : 200, answer);
    }
    const refund = /^\/api\/merchant-transaction\/([^/]+)\/refund\/$/.exec(request.url ?? '');
    if (request.method === 'POST' && refund) {
      const found = [...payments.values()].find((payment) => payment.transactionId === refund[1]);
      refunds.push(refund[1]!);
      const left = found ? found.amount - (found.refundedPaisa ?? 0) : 0;
      const amount = body.amount === undefined ? left : body.amount;
      const refundable = found?.status === 'Completed' || found?.status === 'Partially Refunded';
      if (!found || !refundable || !Number.isInteger(amount) || (amount as number) <= 0 || (amount as number) > left) {
        return send(400, { detail: 'Transaction cannot be refunded.' });
      }
      found.refundedPaisa = (found.refundedPaisa ?? 0) + (amount as number);
      found.status = found.refundedPaisa === found.amount ? 'Refunded' : 'Partially Refunded';
      return send(200, { detail: 'Transaction refund successful.' });
    }
    send(404, { detail: 'Not found.' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    baseUrl: `${base}/api/v2`,
    env: { KHALTI_SECRET_KEY: KHALTI_TEST_SECRET, KHALTI_BASE_URL: `${base}/api/v2` },
    payments,
    refused,
    refunds,
    lookups,
    finish(pidx, status = 'Completed') {
      const payment = payments.get(pidx);
      if (!payment) throw new Error(`Khalti peer: no payment ${pidx}`);
      payment.status = status;
      if (status === 'Completed') payment.transactionId = randomBytes(11).toString('base64url');
      return new URLSearchParams({
        pidx,
        status,
        transaction_id: payment.transactionId ?? '',
        tidx: payment.transactionId ?? '',
        amount: String(payment.amount),
        total_amount: String(payment.amount),
        mobile: '98XXXXX001',
        purchase_order_id: payment.purchaseOrderId,
        purchase_order_name: 'booking',
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
