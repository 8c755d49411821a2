import { createRoute, z } from '@hono/zod-openapi';
import {
  DisputeDecisionInput,
  PaymentDispute,
  RefundTransfer,
  RefundTransferInput,
  StaffAttemptList,
  StaffDisputeList,
  StaffMoneyTimeline,
  StaffPaymentQuery,
} from '#contract/payment-disputes.ts';
import { ProgramRefund, ProgramRefundInput, StaffProgramTimeline } from '#contract/program-payments.ts';
import { requireStaff } from '#server/auth/guards.ts';
import { requireUser, userOf } from '#server/auth/session.ts';
import { createRouter } from '#server/lib/http.ts';
import { errorResponses } from '#server/lib/openapi.ts';
import { decideDispute } from './dispute.service.ts';
import { recordRefundTransfer } from './refund-record.service.ts';
import { refundProgramPayment } from './program-settlement.ts';
import { programMoneyTimeline } from './program-staff.service.ts';
import { listDisputes, moneyTimeline, searchPayments, unsettledAttempts } from './payments-staff.service.ts';

// The staff console's Payments tab (decision 050). Schemas: src/contract/payment-disputes.ts.
//   GET  /api/staff/payments/disputes                 StaffDisputeList: open first, oldest first
//   POST /api/staff/payments/disputes/:id/decision    release, partial or full refund, once → PaymentDispute
//   GET  /api/staff/payments/search?q=                StaffAttemptList: by attempt, booking, gateway id, e-mail
//   GET  /api/staff/payments/unsettled                StaffAttemptList: still open past the reconcile window
//   GET  /api/staff/payments/bookings/:id             StaffMoneyTimeline: every attempt and posting
//   POST /api/staff/payments/attempts/:id/refund-transfer  an owed eSewa refund transferred, once → RefundTransfer
//   POST /api/staff/payments/attempts/:id/refund       a program fee refunded in full, ending the enrolment
//                                                      (decision 054) → ProgramRefund
//   GET  /api/staff/payments/programs/attempts/:id    StaffProgramTimeline: a program payment's postings

const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});
const idParams = z.object({ id: z.string() });
const staffOnly = [requireUser, requireStaff()];

export const paymentStaffRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'post',
      path: '/staff/payments/attempts/{id}/refund',
      middleware: staffOnly,
      tags: ['staff'],
      summary: 'Refund a held program payment in full, with a reason: the enrolment it made ends (audit-logged, once)',
      request: {
        params: idParams,
        body: { content: { 'application/json': { schema: ProgramRefundInput } }, required: true },
      },
      responses: { 200: json(ProgramRefund, 'Refunded'), ...errorResponses(400, 401, 403, 404, 409) },
    }),
    async (c) => {
      const { id, email } = userOf(c);
      const refund = await refundProgramPayment(
        c.var.deps,
        { id, email },
        c.req.valid('param').id,
        c.req.valid('json'),
      );
      return c.json(refund, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/staff/payments/programs/attempts/{id}',
      middleware: staffOnly,
      tags: ['staff'],
      summary: 'A program payment’s money: the attempt, its postings, what is held and whether it may be refunded',
      request: { params: idParams },
      responses: { 200: json(StaffProgramTimeline, 'The timeline'), ...errorResponses(401, 403, 404) },
    }),
    async (c) => c.json(await programMoneyTimeline(c.var.deps.db, c.req.valid('param').id), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/staff/payments/disputes',
      middleware: staffOnly,
      tags: ['staff'],
      summary: 'Payment disputes: the open ones first, oldest first, then the latest decided',
      responses: { 200: json(StaffDisputeList, 'The queue'), ...errorResponses(401, 403) },
    }),
    async (c) => c.json(await listDisputes(c.var.deps.db), 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/staff/payments/disputes/{id}/decision',
      middleware: staffOnly,
      tags: ['staff'],
      summary: 'Decide a dispute: release, a partial refund or a full refund, with a reason (audit-logged, once)',
      request: {
        params: idParams,
        body: { content: { 'application/json': { schema: DisputeDecisionInput } }, required: true },
      },
      responses: { 200: json(PaymentDispute, 'Decided'), ...errorResponses(400, 401, 403, 404, 409) },
    }),
    async (c) => {
      const { id, email } = userOf(c);
      return c.json(await decideDispute(c.var.deps, { id, email }, c.req.valid('param').id, c.req.valid('json')), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/staff/payments/search',
      middleware: staffOnly,
      tags: ['staff'],
      summary: 'Payment attempts by attempt id, booking id, gateway reference or transaction id, or payer e-mail',
      request: { query: StaffPaymentQuery },
      responses: { 200: json(StaffAttemptList, 'The attempts, newest first'), ...errorResponses(400, 401, 403) },
    }),
    async (c) => c.json(await searchPayments(c.var.deps.db, c.req.valid('query').q), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/staff/payments/unsettled',
      middleware: staffOnly,
      tags: ['staff'],
      summary: 'Attempts the gateways left pending or ambiguous past the reconcile window',
      responses: { 200: json(StaffAttemptList, 'The attempts, oldest first'), ...errorResponses(401, 403) },
    }),
    async (c) => c.json(await unsettledAttempts(c.var.deps.db), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/staff/payments/bookings/{id}',
      middleware: staffOnly,
      tags: ['staff'],
      summary: 'A booking’s money: every attempt, every ledger posting, and its dispute',
      request: { params: idParams },
      responses: { 200: json(StaffMoneyTimeline, 'The timeline'), ...errorResponses(401, 403, 404) },
    }),
    async (c) => c.json(await moneyTimeline(c.var.deps.db, c.req.valid('param').id), 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/staff/payments/attempts/{id}/refund-transfer',
      middleware: staffOnly,
      tags: ['staff'],
      summary: 'Record the transfer that refunded a payment its gateway cannot refund (audit-logged, once)',
      request: {
        params: idParams,
        body: { content: { 'application/json': { schema: RefundTransferInput } }, required: true },
      },
      responses: { 200: json(RefundTransfer, 'Recorded'), ...errorResponses(400, 401, 403, 404, 409) },
    }),
    async (c) => {
      const { id, email } = userOf(c);
      const attemptId = c.req.valid('param').id;
      return c.json(await recordRefundTransfer(c.var.deps, { id, email }, attemptId, c.req.valid('json')), 200);
    },
  );
