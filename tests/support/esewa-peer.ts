import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

// A stand-in for eSewa ePay v2 on loopback, speaking its published protocol
// (developer.esewa.com.np/pages/Epay-V2): it takes the signed form, and once "paid" answers the
// status check and signs the success redirect's base64 `data` as eSewa does. Its HMAC is its own,
// not the app's, so a wrong signature on either side fails.

export const UAT = { productCode: 'EPAYTEST', secretKey: '8gBm/:&EnhH.1/q' } as const;

export type EsewaStatus =
  'COMPLETE' | 'PENDING' | 'FULL_REFUND' | 'PARTIAL_REFUND' | 'AMBIGUOUS' | 'NOT_FOUND' | 'CANCELED';

interface Transaction {
  totalAmount: string;
  productCode: string;
  status: EsewaStatus;
  refId: string | null;
}

export interface EsewaPeer {
  formUrl: string;
  statusUrl: string;
  /** Env for the app: ESEWA_* pointing here with the UAT code and key. */
  env: Record<string, string>;
  sign(message: string): string;
  /** What the form post sent, by transaction_uuid. */
  transactions: Map<string, Transaction>;
  /** The user pays: the status check answers `status`; returns the success redirect's `data`. */
  pay(transactionUuid: string, status?: EsewaStatus): string;
  /** Signs any fields as a success `data` would be (tests forge and replay with it). */
  successData(fields: Record<string, string>, secret?: string): string;
  /** Status checks answered, by transaction_uuid. */
  statusChecks: Map<string, number>;
  /** Makes the status check wait this long (a gateway that times out). */
  delayMs: number;
  close(): Promise<void>;
}

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startEsewaPeer(): Promise<EsewaPeer> {
  const transactions = new Map<string, Transaction>();
  const statusChecks = new Map<string, number>();
  const sign = (message: string) => createHmac('sha256', UAT.secretKey).update(message).digest('base64');
  const peer = { delayMs: 0 } as EsewaPeer;
  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://peer');
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.method === 'POST' && url.pathname === '/api/epay/main/v2/form') {
      const fields = Object.fromEntries(new URLSearchParams(await bodyOf(request)));
      const names = (fields.signed_field_names ?? '').split(',');
      const message = names.map((name) => `${name}=${fields[name]}`).join(',');
      if (fields.signature !== sign(message) || !/^[A-Za-z0-9-]+$/.test(fields.transaction_uuid ?? '')) {
        return send(400, { code: 0, error_message: 'Invalid payload signature.' });
      }
      transactions.set(fields.transaction_uuid!, {
        totalAmount: fields.total_amount!,
        productCode: fields.product_code!,
        status: 'PENDING',
        refId: null,
      });
      return send(200, { ok: true });
    }
    if (request.method === 'GET' && url.pathname === '/api/epay/transaction/status/') {
      const uuid = url.searchParams.get('transaction_uuid') ?? '';
      statusChecks.set(uuid, (statusChecks.get(uuid) ?? 0) + 1);
      if (peer.delayMs) await new Promise((resolve) => setTimeout(resolve, peer.delayMs));
      const found = transactions.get(uuid);
      const total = url.searchParams.get('total_amount') ?? '';
      const matches =
        found &&
        found.productCode === url.searchParams.get('product_code') &&
        Number(found.totalAmount) === Number(total);
      return send(200, {
        product_code: url.searchParams.get('product_code'),
        transaction_uuid: uuid,
        total_amount: Number(total),
        status: matches ? found.status : 'NOT_FOUND',
        ref_id: matches ? found.refId : null,
      });
    }
    send(404, { code: 0, error_message: 'Not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const successData: EsewaPeer['successData'] = (fields, secret = UAT.secretKey) => {
    const names = fields.signed_field_names!.split(',');
    const message = names.map((name) => `${name}=${fields[name]}`).join(',');
    const signature = createHmac('sha256', secret).update(message).digest('base64');
    return Buffer.from(JSON.stringify({ ...fields, signature })).toString('base64');
  };
  Object.assign(peer, {
    formUrl: `${base}/api/epay/main/v2/form`,
    statusUrl: `${base}/api/epay/transaction/status/`,
    env: {
      ESEWA_PRODUCT_CODE: UAT.productCode,
      ESEWA_SECRET_KEY: UAT.secretKey,
      ESEWA_FORM_URL: `${base}/api/epay/main/v2/form`,
      ESEWA_STATUS_URL: `${base}/api/epay/transaction/status/`,
    },
    sign,
    transactions,
    statusChecks,
    successData,
    pay(uuid: string, status: EsewaStatus = 'COMPLETE') {
      const transaction = transactions.get(uuid);
      if (!transaction) throw new Error(`eSewa peer: no form was posted for ${uuid}`);
      transaction.status = status;
      transaction.refId = `000${uuid.slice(0, 4).toUpperCase()}`;
      // eSewa writes the total with one decimal, as in its published example ("1000.0")
      const total = transaction.totalAmount.includes('.') ? transaction.totalAmount : `${transaction.totalAmount}.0`;
      return successData({
        transaction_code: transaction.refId,
        status: 'COMPLETE',
        total_amount: total,
        transaction_uuid: uuid,
        product_code: transaction.productCode,
        signed_field_names: 'transaction_code,status,total_amount,transaction_uuid,product_code,signed_field_names',
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
  return peer;
}
