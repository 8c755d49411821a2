import type { PaymentProvider } from '#contract/payments.ts';
import type { Env } from '#server/env.ts';
import { ESEWA_UAT, esewaGateway } from './esewa.gateway.ts';
import type { PaymentGateway } from './gateway.ts';
import { khaltiGateway } from './khalti.gateway.ts';
import { createTestGatewayStore, TEST_GATEWAY_PATH, type TestGatewayStore } from './test-gateway-store.ts';

// Which gateways this server pays through, from the configuration (decision 049).

export interface PaymentsConfig {
  gateways: Partial<Record<PaymentProvider, PaymentGateway>>;
  /** PLATFORM_FEE_PERCENT: whole percent of a booking's price. */
  feePercent: number;
  /** The key eSewa's success redirects are signed with (the configured one, or the UAT key). */
  esewaSecret: string | undefined;
  /** Origins the browser posts payment forms to (the CSP's form-action). */
  formOrigins: string[];
  /** The test gateway's record of payments, when this app serves one. */
  testGateway: TestGatewayStore | undefined;
  /** PLATFORM_PAN, printed on receipts when set. */
  platformPan?: string | undefined;
}

/**
 * The configured gateways. Outside production with neither configured, the app serves its own
 * test gateway speaking eSewa's protocol with eSewa's published UAT code and key, so a newcomer
 * can pay on `npm start` with no real money.
 */
export function paymentsConfig(env: Env): PaymentsConfig {
  const gateways: PaymentsConfig['gateways'] = {};
  const formOrigins: string[] = [];
  let testGateway: TestGatewayStore | undefined;
  let esewaSecret: string | undefined;
  if (env.ESEWA_PRODUCT_CODE && env.ESEWA_SECRET_KEY && env.ESEWA_FORM_URL && env.ESEWA_STATUS_URL) {
    gateways.esewa = esewaGateway({
      productCode: env.ESEWA_PRODUCT_CODE,
      secretKey: env.ESEWA_SECRET_KEY,
      formUrl: env.ESEWA_FORM_URL,
      statusUrl: env.ESEWA_STATUS_URL,
      test: false,
    });
    esewaSecret = env.ESEWA_SECRET_KEY;
    formOrigins.push(new URL(env.ESEWA_FORM_URL).origin);
  }
  if (env.KHALTI_SECRET_KEY && env.KHALTI_BASE_URL) {
    gateways.khalti = khaltiGateway({ secretKey: env.KHALTI_SECRET_KEY, baseUrl: env.KHALTI_BASE_URL });
  }
  if (env.NODE_ENV !== 'production' && !gateways.esewa && !gateways.khalti) {
    testGateway = createTestGatewayStore();
    gateways.esewa = esewaGateway({
      ...ESEWA_UAT,
      formUrl: `${env.publicUrl}${TEST_GATEWAY_PATH}/form`,
      statusUrl: `${env.publicUrl}${TEST_GATEWAY_PATH}/status`,
      test: true,
    });
    esewaSecret = ESEWA_UAT.secretKey;
  }
  return {
    gateways,
    feePercent: env.PLATFORM_FEE_PERCENT,
    esewaSecret,
    formOrigins,
    testGateway,
    platformPan: env.PLATFORM_PAN,
  };
}
