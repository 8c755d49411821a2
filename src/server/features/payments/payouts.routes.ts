// Earnings, payouts and receipts (decision 051). Schemas: src/contract/payouts.ts.
//   GET  /api/payouts/earnings?page=              Earnings: the signed-in professional's held, available, paid out
//   GET  /api/payouts/program-earnings            ProgramEarnings: the signed-in institution's program fees (decision 054)
//   GET  /api/staff/payouts?page=                 PayoutBalanceList: professionals with money available (staff)
//   GET  /api/staff/payouts.csv                   the same list as CSV (staff)
//   POST /api/staff/payouts/:professionalId       record a transfer staff made → 201 Payout (audit-logged)
//   GET  /api/receipts/:attemptId                 Receipt of a paid attempt (its payer, staff)

import { createRoute, z } from '@hono/zod-openapi';
import { Earnings, EarningsQuery, Payout, PayoutBalanceList, PayoutInput, Receipt } from '#contract/payouts.ts';
import { requireRole, requireStaff } from '#server/auth/guards.ts';
import { requireUser, userOf } from '#server/auth/session.ts';
import { AppError } from '#server/lib/app-error.ts';
import { createRouter } from '#server/lib/http.ts';
import { errorResponses } from '#server/lib/openapi.ts';
import { ProgramEarnings } from '#contract/program-payments.ts';
import { earningsOf } from './earnings.service.ts';
import { programEarningsOf } from './program-earnings.service.ts';
import { listPayoutBalances, payoutBalancesCsv } from './payout-balances.service.ts';
import { recordPayout } from './payout-record.service.ts';
import { receiptOf } from './receipts.service.ts';

const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

export const payoutRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/payouts/earnings',
      middleware: [
        requireUser,
        requireRole('professional', () => new AppError('FORBIDDEN', 'payouts.errors.professionalOnly')),
      ],
      tags: ['payments'],
      summary: 'My earnings as a professional: held, available and paid out, with each booking’s line',
      request: { query: EarningsQuery },
      responses: { 200: json(Earnings, 'The earnings'), ...errorResponses(400, 401, 403) },
    }),
    async (c) => c.json(await earningsOf(c.var.deps.db, userOf(c).id, c.req.valid('query').page), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/payouts/program-earnings',
      middleware: [
        requireUser,
        requireRole('institution', () => new AppError('FORBIDDEN', 'payouts.errors.institutionOnly')),
      ],
      tags: ['payments'],
      summary: 'My program fees as an institution: held, available and paid out, with each program’s',
      responses: { 200: json(ProgramEarnings, 'The program fees'), ...errorResponses(401, 403) },
    }),
    async (c) => c.json(await programEarningsOf(c.var.deps.db, userOf(c).id), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/staff/payouts',
      middleware: [requireUser, requireStaff()],
      tags: ['staff'],
      summary: 'Professionals with money available to pay out, largest first',
      request: { query: EarningsQuery },
      responses: { 200: json(PayoutBalanceList, 'A page of balances'), ...errorResponses(400, 401, 403) },
    }),
    async (c) => c.json(await listPayoutBalances(c.var.deps.db, c.req.valid('query').page), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/staff/payouts.csv',
      middleware: [requireUser, requireStaff()],
      tags: ['staff'],
      summary: 'Every available balance as CSV (amounts in NPR with two decimals)',
      responses: {
        200: { description: 'CSV', content: { 'text/csv': { schema: z.string() } } },
        ...errorResponses(401, 403),
      },
    }),
    async (c) =>
      c.body(await payoutBalancesCsv(c.var.deps.db), 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': 'attachment; filename="sipalu-payouts.csv"',
        'Cache-Control': 'no-store',
      }),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/staff/payouts/{professionalId}',
      middleware: [requireUser, requireStaff()],
      tags: ['staff'],
      summary: 'Record a payout staff transferred, with its reference (at most the available balance)',
      request: {
        params: z.object({ professionalId: z.string() }),
        body: { content: { 'application/json': { schema: PayoutInput } }, required: true },
      },
      responses: { 201: json(Payout, 'Recorded'), ...errorResponses(400, 401, 403, 404, 409) },
    }),
    async (c) => {
      const { id, email } = userOf(c);
      const payout = await recordPayout(
        c.var.deps,
        { id, email },
        c.req.valid('param').professionalId,
        c.req.valid('json'),
      );
      return c.json(payout, 201);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/receipts/{attemptId}',
      middleware: [requireUser],
      tags: ['payments'],
      summary: 'The receipt of a paid payment, for the client who paid it and staff',
      request: { params: z.object({ attemptId: z.string() }) },
      responses: { 200: json(Receipt, 'The receipt'), ...errorResponses(401, 404) },
    }),
    async (c) => c.json(await receiptOf(c.var.deps, c.req.valid('param').attemptId, userOf(c)), 200),
  );
