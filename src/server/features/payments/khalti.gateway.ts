import { z } from 'zod';
import type { AttemptToCheck, AttemptToStart, GatewayCheck, GatewayOutcome, PaymentGateway } from './gateway.ts';
import { GatewayUnavailable, gatewayFetch } from './gateway.ts';

// Khalti KPG-2 web checkout (docs.khalti.com/khalti-epayment): the server initiates with its
// secret key and sends the browser to `payment_url`; the callback to `return_url` is a hint, the
// lookup API the truth, and only `Completed` is paid.

export interface KhaltiConfig {
  secretKey: string;
  /** The API base, e.g. https://khalti.com/api/v2 (sandbox https://dev.khalti.com/api/v2). */
  baseUrl: string;
}

const Initiated = z.object({ pidx: z.string().min(1).max(100), payment_url: z.string().url() });
const Lookup = z.object({
  pidx: z.string().optional(),
  status: z.string(),
  total_amount: z.number().int().nullish(),
  transaction_id: z.string().nullish(),
});

const OUTCOMES: Record<string, GatewayOutcome> = {
  Completed: 'paid',
  Pending: 'pending',
  Initiated: 'pending',
  Expired: 'failed',
  'User canceled': 'failed',
  Refunded: 'failed',
  'Partially Refunded': 'pending',
};

export function khaltiGateway(config: KhaltiConfig): PaymentGateway {
  const base = config.baseUrl.replace(/\/$/, '');
  // the refund API sits beside the versioned one: {root}/merchant-transaction/{id}/refund/
  const root = base.replace(/\/v2$/, '');
  const headers = { authorization: `Key ${config.secretKey}`, 'content-type': 'application/json' };
  return {
    provider: 'khalti',
    test: false,
    startsOffline: false,
    async start(attempt: AttemptToStart) {
      const response = await gatewayFetch('khalti', `${base}/epayment/initiate/`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          return_url: attempt.successUrl,
          website_url: attempt.websiteUrl,
          amount: attempt.amountPaisa,
          purchase_order_id: attempt.id,
          purchase_order_name: attempt.title.slice(0, 100),
          customer_info: attempt.customer,
        }),
      });
      const body = Initiated.safeParse(await response.json().catch(() => null));
      if (!response.ok || !body.success) throw new GatewayUnavailable('khalti', `initiate answered ${response.status}`);
      return {
        gatewayRef: body.data.pidx,
        redirect: { kind: 'redirect', attemptId: attempt.id, url: body.data.payment_url },
      };
    },
    async check(attempt: AttemptToCheck): Promise<GatewayCheck> {
      const response = await gatewayFetch('khalti', `${base}/epayment/lookup/`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ pidx: attempt.gatewayRef }),
      });
      // Khalti answers some final states (Expired, User canceled) with a 4xx and the same body
      const body = Lookup.safeParse(await response.json().catch(() => null));
      if (response.status >= 500 || !body.success) {
        throw new GatewayUnavailable('khalti', `lookup answered ${response.status}`);
      }
      const { status, total_amount: total, transaction_id: transactionId, pidx } = body.data;
      if (pidx && pidx !== attempt.gatewayRef) throw new GatewayUnavailable('khalti', 'lookup of another payment');
      const outcome = OUTCOMES[status];
      if (!outcome) throw new GatewayUnavailable('khalti', `unknown status ${status.slice(0, 40)}`);
      return { outcome, gatewayStatus: status, transactionId: transactionId ?? null, amountPaisa: total ?? null };
    },
    // docs.khalti.com/api/refund: a full wallet refund needs no parameters, a partial one its `amount` in paisa
    async refund({ transactionId, amountPaisa }) {
      const url = `${root}/merchant-transaction/${encodeURIComponent(transactionId)}/refund/`;
      const body = JSON.stringify(amountPaisa === undefined ? {} : { amount: amountPaisa });
      const response = await gatewayFetch('khalti', url, { method: 'POST', headers, body });
      if (!response.ok) throw new GatewayUnavailable('khalti', `refund answered ${response.status}`);
    },
  };
}
