import type { PaymentProvider, PaymentRedirect } from '#contract/payments.ts';

// One interface for both gateways (decision 049). A gateway starts an attempt (a signed form for
// eSewa, an initiated payment for Khalti) and answers what it knows of one: its status-check or
// lookup API, the only word on money that counts. Redirects and callbacks are hints.

export interface AttemptToStart {
  id: string;
  amountPaisa: number;
  /** What the client buys, as the gateway shows it. */
  title: string;
  /** Where the gateway sends the browser back (this server's callback routes). */
  successUrl: string;
  failureUrl: string;
  websiteUrl: string;
  customer: { name: string; email: string };
}

export interface AttemptToCheck {
  id: string;
  gatewayRef: string;
  amountPaisa: number;
}

/** `paid` only on the gateway's final yes; `pending` keeps asking; `failed` is final. */
export type GatewayOutcome = 'paid' | 'pending' | 'failed';

export interface GatewayCheck {
  outcome: GatewayOutcome;
  /** The gateway's own word (COMPLETE, AMBIGUOUS, User canceled…), stored as it came. */
  gatewayStatus: string;
  /** The gateway's transaction id once paid (eSewa ref_id, Khalti transaction_id). */
  transactionId: string | null;
  /** The amount the gateway reports, in paisa; null when it reports none. */
  amountPaisa: number | null;
}

export interface PaymentGateway {
  readonly provider: PaymentProvider;
  /** A test gateway served by this app (no real money). */
  readonly test: boolean;
  start(attempt: AttemptToStart): Promise<{ gatewayRef: string; redirect: PaymentRedirect }>;
  check(attempt: AttemptToCheck): Promise<GatewayCheck>;
  /**
   * Gives a paid attempt's money back, in full or `amountPaisa` of it (a dispute's partial refund);
   * absent where the gateway has no refund API (eSewa).
   */
  refund?(paid: { transactionId: string; amountPaisa?: number }): Promise<void>;
}

/** The gateway did not answer, or answered nonsense: nothing is decided, ask again later. */
export class GatewayUnavailable extends Error {
  constructor(provider: PaymentProvider, detail: string) {
    super(`${provider} did not answer usefully: ${detail}`);
    this.name = 'GatewayUnavailable';
  }
}

/** How long a call to a gateway may take before it counts as not answered. */
export const GATEWAY_TIMEOUT_MS = 10_000;

/** `fetch` with the gateway timeout; a network failure or timeout becomes GatewayUnavailable. */
export async function gatewayFetch(
  provider: PaymentProvider,
  url: string,
  init: RequestInit,
  timeoutMs = GATEWAY_TIMEOUT_MS,
): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs), redirect: 'error' });
  } catch (error) {
    throw new GatewayUnavailable(provider, (error as Error).name === 'TimeoutError' ? 'timed out' : 'unreachable');
  }
}
