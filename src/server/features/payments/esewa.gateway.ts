import { z } from 'zod';
import type { AttemptToCheck, AttemptToStart, GatewayCheck, GatewayOutcome, PaymentGateway } from './gateway.ts';
import { GatewayUnavailable, gatewayFetch } from './gateway.ts';
import { esewaSignature, requestMessage } from './esewa-signature.ts';
import { paisaOfRupees, rupeeText } from './paisa.ts';

// eSewa ePay v2 (developer.esewa.com.np/pages/Epay-V2): the browser posts a signed form to eSewa;
// eSewa redirects back with base64 `data`; the status-check API is the truth.

export interface EsewaConfig {
  productCode: string;
  secretKey: string;
  formUrl: string;
  statusUrl: string;
  /** This app's own test gateway with eSewa's published UAT code and key. */
  test: boolean;
  /** How long the status check may take (GATEWAY_TIMEOUT_MS unless a test shortens it). */
  timeoutMs?: number;
}

/** eSewa's published UAT merchant (developer.esewa.com.np, "Credentials"): no real money. */
export const ESEWA_UAT = { productCode: 'EPAYTEST', secretKey: '8gBm/:&EnhH.1/q' } as const;

const StatusAnswer = z.object({
  status: z.string(),
  ref_id: z.string().nullish(),
  total_amount: z.union([z.number(), z.string()]).nullish(),
  transaction_uuid: z.string().nullish(),
});

const OUTCOMES: Record<string, GatewayOutcome> = {
  COMPLETE: 'paid',
  // not paid yet, maybe never: held back, asked again
  PENDING: 'pending',
  AMBIGUOUS: 'pending',
  NOT_FOUND: 'failed',
  CANCELED: 'failed',
  // money that came and went back: never credited here, staff see the attempt
  FULL_REFUND: 'failed',
  PARTIAL_REFUND: 'pending',
};

export function esewaGateway(config: EsewaConfig): PaymentGateway {
  return {
    provider: 'esewa',
    test: config.test,
    startsOffline: true,
    async start(attempt: AttemptToStart) {
      const total = rupeeText(attempt.amountPaisa);
      const fields = {
        amount: total,
        tax_amount: '0',
        product_service_charge: '0',
        product_delivery_charge: '0',
        total_amount: total,
        transaction_uuid: attempt.id,
        product_code: config.productCode,
        success_url: attempt.successUrl,
        failure_url: attempt.failureUrl,
        signed_field_names: 'total_amount,transaction_uuid,product_code',
        signature: esewaSignature(requestMessage(total, attempt.id, config.productCode), config.secretKey),
      };
      return { gatewayRef: attempt.id, redirect: { kind: 'form', attemptId: attempt.id, url: config.formUrl, fields } };
    },
    async check(attempt: AttemptToCheck): Promise<GatewayCheck> {
      const url = new URL(config.statusUrl);
      url.searchParams.set('product_code', config.productCode);
      url.searchParams.set('total_amount', rupeeText(attempt.amountPaisa));
      url.searchParams.set('transaction_uuid', attempt.gatewayRef);
      const response = await gatewayFetch(
        'esewa',
        url.href,
        { headers: { accept: 'application/json' } },
        config.timeoutMs,
      );
      const body = StatusAnswer.safeParse(await response.json().catch(() => null));
      if (!response.ok || !body.success)
        throw new GatewayUnavailable('esewa', `status check answered ${response.status}`);
      const { status, ref_id: refId, total_amount: total, transaction_uuid: uuid } = body.data;
      if (uuid && uuid !== attempt.gatewayRef) throw new GatewayUnavailable('esewa', 'status of another transaction');
      const outcome = OUTCOMES[status];
      if (!outcome) throw new GatewayUnavailable('esewa', `unknown status ${status.slice(0, 40)}`);
      return { outcome, gatewayStatus: status, transactionId: refId ?? null, amountPaisa: paisaOfRupees(total) };
    },
  };
}
