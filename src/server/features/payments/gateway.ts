import http from 'node:http';
import https from 'node:https';
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
  /** Starting calls nobody (eSewa signs a form the browser posts): its reference is known at once. */
  readonly startsOffline: boolean;
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

/** How much a gateway's answer may hold: theirs are a few hundred bytes of JSON. */
const MAX_ANSWER_BYTES = 1_000_000;

export interface GatewayAnswer {
  status: number;
  ok: boolean;
  json(): Promise<unknown>;
}

/**
 * One call to a gateway over node:http(s) and its keep-alive agent (a quarter of `fetch`'s CPU,
 * which counts on every payment), within the timeout. A redirect (never followed), a network
 * failure, a timeout or an oversized answer becomes GatewayUnavailable.
 */
export function gatewayFetch(
  provider: PaymentProvider,
  url: string,
  init: { method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: string },
  timeoutMs = GATEWAY_TIMEOUT_MS,
): Promise<GatewayAnswer> {
  const target = new URL(url);
  const send = target.protocol === 'https:' ? https.request : http.request;
  return new Promise((resolve, reject) => {
    const fail = (detail: string) => {
      clearTimeout(timer);
      request.destroy();
      reject(new GatewayUnavailable(provider, detail));
    };
    const length = init.body === undefined ? {} : { 'content-length': String(Buffer.byteLength(init.body)) };
    const headers = { ...init.headers, ...length };
    const request = send(target, { method: init.method ?? 'GET', headers }, (response) => {
      const status = response.statusCode ?? 0;
      if (status >= 300 && status < 400) return fail(`redirected (${status})`);
      const chunks: Buffer[] = [];
      let bytes = 0;
      response.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        if (bytes > MAX_ANSWER_BYTES) fail('answered too much');
        else chunks.push(chunk);
      });
      response.on('error', () => fail('unreachable'));
      response.on('end', () => {
        clearTimeout(timer);
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({ status, ok: status >= 200 && status < 300, json: async () => JSON.parse(text) as unknown });
      });
    });
    const timer = setTimeout(() => fail('timed out'), timeoutMs);
    request.on('error', () => fail('unreachable'));
    request.end(init.body);
  });
}
