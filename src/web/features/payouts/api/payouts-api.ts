import { queryOptions } from '@tanstack/react-query';
import type { Earnings, Payout, PayoutBalanceList, PayoutInput, Receipt } from '#contract/payouts.ts';
import type { ProgramEarnings } from '#contract/program-payments.ts';
import { api } from '#web/lib/api-client.ts';

// Types only from '#contract/payouts.ts', so zod stays out of these pages until a form needs it.

export const payoutKeys = {
  earnings: (page: number) => ['payouts', 'earnings', page] as const,
  balances: ['payouts', 'balances'] as const,
  programEarnings: ['payouts', 'program-earnings'] as const,
  receipt: (attemptId: string) => ['payouts', 'receipt', attemptId] as const,
};

export const earningsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: payoutKeys.earnings(page),
    queryFn: ({ signal }): Promise<Earnings> => api.get('/payouts/earnings', { query: { page }, signal }),
  });

/** An institution's program fees (decision 054), on its dashboard. */
export const programEarningsQueryOptions = () =>
  queryOptions({
    queryKey: payoutKeys.programEarnings,
    queryFn: ({ signal }): Promise<ProgramEarnings> => api.get('/payouts/program-earnings', { signal }),
  });

export const receiptQueryOptions = (attemptId: string) =>
  queryOptions({
    queryKey: payoutKeys.receipt(attemptId),
    queryFn: ({ signal }): Promise<Receipt> => api.get('/receipts/{attemptId}', { path: { attemptId }, signal }),
  });

export const fetchBalances = (page: number, signal?: AbortSignal): Promise<PayoutBalanceList> =>
  api.get('/staff/payouts', { query: { page }, signal });

export const recordPayout = (professionalId: string, input: PayoutInput): Promise<Payout> =>
  api.post('/staff/payouts/{professionalId}', { path: { professionalId }, body: input });

/** The form's schema, loaded when staff open the dialog (zod stays out of the tab's first chunk). */
export const loadPayoutForm = () => import('#contract/payouts.ts').then((module) => module.PayoutForm);
