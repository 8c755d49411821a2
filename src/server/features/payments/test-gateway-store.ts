// The test gateway's memory of what was "paid" (no real money), per app: what its status check
// answers. It lives as long as the process, as a sandbox's records would.

export const TEST_GATEWAY_PATH = '/test-gateway/esewa';

export interface TestGatewayPayment {
  totalAmount: string;
  productCode: string;
  status: 'COMPLETE' | 'CANCELED';
  refId: string | null;
}

export interface TestGatewayStore {
  get(transactionUuid: string): TestGatewayPayment | undefined;
  set(transactionUuid: string, payment: TestGatewayPayment): void;
}

/** Keeps at most `limit` payments, the oldest forgotten first. */
export function createTestGatewayStore(limit = 10_000): TestGatewayStore {
  const payments = new Map<string, TestGatewayPayment>();
  return {
    get: (uuid) => payments.get(uuid),
    set(uuid, payment) {
      payments.delete(uuid);
      payments.set(uuid, payment);
      if (payments.size > limit) payments.delete(payments.keys().next().value as string);
    },
  };
}
