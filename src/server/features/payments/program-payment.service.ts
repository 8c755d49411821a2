import { and, desc, eq, inArray } from 'drizzle-orm';
import { isUuid } from '#contract/ids.ts';
import { PAYMENT_PROVIDERS, type PaymentRedirect, type PaymentStartInput } from '#contract/payments.ts';
import type { ProgramPayment, ProgramPaymentState } from '#contract/program-payments.ts';
import { programEnrollments, programs } from '#server/db/schema/learning.ts';
import { ledgerPostings, paymentAttempts } from '#server/db/schema/payments.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { AppDeps } from '#server/lib/http.ts';
import { attemptView } from './payment-reads.service.ts';
import { startAttempt, type Payer } from './payment-start.service.ts';

// Paying a program's fee on enrolling (decision 054). Every check runs before a gateway is
// contacted: the program is published and visible, has a fee, is not the payer's own, and the
// payer is not enrolled already. The amount is the program's, never the browser's.

type Program = typeof programs.$inferSelect;

/** A program a learner may see: unknown, unpublished or hidden → 404, as for enrolling. */
async function visibleProgram(deps: Pick<AppDeps, 'db'>, programId: string): Promise<Program> {
  const [program] = isUuid(programId) ? await deps.db.select().from(programs).where(eq(programs.id, programId)) : [];
  if (!program || !program.isActive || program.hiddenAt) throw new AppError('NOT_FOUND', 'program.notFound');
  return program;
}

/** The learner's enrolment in the program, if any. */
async function enrolmentOf(deps: Pick<AppDeps, 'db'>, programId: string, userId: string) {
  const [row] = await deps.db
    .select()
    .from(programEnrollments)
    .where(and(eq(programEnrollments.programId, programId), eq(programEnrollments.userId, userId)));
  return row;
}

const isEnrolled = (enrolment: { status: string } | undefined) =>
  enrolment?.status === 'active' || enrolment?.status === 'completed';

/** GET /api/payments/programs/{id}: the fee, where the viewer stands with it, and their attempts. */
export async function programPayment(
  deps: Pick<AppDeps, 'db' | 'payments'>,
  programId: string,
  userId: string,
): Promise<ProgramPayment> {
  const program = await visibleProgram(deps, programId);
  const [attempts, enrolment] = await Promise.all([
    deps.db
      .select()
      .from(paymentAttempts)
      .where(and(eq(paymentAttempts.programId, program.id), eq(paymentAttempts.payerId, userId)))
      .orderBy(desc(paymentAttempts.createdAt)),
    enrolmentOf(deps, program.id, userId),
  ]);
  const paidIds = attempts.filter((attempt) => attempt.status === 'paid').map((attempt) => attempt.id);
  const refunds =
    paidIds.length === 0
      ? []
      : await deps.db
          .select({ id: ledgerPostings.id })
          .from(ledgerPostings)
          .where(
            and(
              eq(ledgerPostings.kind, 'refund'),
              inArray(ledgerPostings.attemptId, paidIds),
              eq(ledgerPostings.programId, program.id),
            ),
          )
          .limit(1);
  let state: ProgramPaymentState;
  if (isEnrolled(enrolment) && enrolment?.paidAttemptId) state = 'paid';
  else if (program.feePaisa === 0) state = 'free';
  else if (attempts.some((attempt) => attempt.status === 'pending')) state = 'pending';
  else if (refunds.length > 0) state = 'refunded';
  else state = 'unpaid';
  return {
    programId: program.id,
    state,
    feePaisa: program.feePaisa,
    payable: program.feePaisa > 0 && program.institutionId !== userId && !isEnrolled(enrolment),
    providers: PAYMENT_PROVIDERS.map((provider) => ({
      provider,
      configured: Boolean(deps.payments.gateways[provider]),
      test: deps.payments.gateways[provider]?.test ?? false,
    })),
    attempts: attempts.map(attemptView),
  };
}

/** POST /api/payments/programs/{id}/attempts: starts paying the fee; refused before any gateway call. */
export async function startProgramPayment(
  deps: Pick<AppDeps, 'db' | 'paymentStatements' | 'payments' | 'publicUrl' | 'logger'>,
  programId: string,
  payer: Payer,
  input: PaymentStartInput,
): Promise<PaymentRedirect> {
  const userId = payer.id;
  const program = await visibleProgram(deps, programId);
  if (program.institutionId === userId) throw new AppError('FORBIDDEN', 'payments.program.errors.ownProgram');
  if (program.feePaisa <= 0) throw new AppError('CONFLICT', 'payments.program.errors.free');
  if (input.amountPaisa !== program.feePaisa) throw new AppError('CONFLICT', 'payments.errors.amountChanged');
  if (isEnrolled(await enrolmentOf(deps, program.id, userId))) {
    throw new AppError('CONFLICT', 'payments.program.errors.alreadyEnrolled');
  }
  return startAttempt(deps, payer, input.provider, {
    values: { purpose: 'program', programId: program.id },
    amountPaisa: program.feePaisa,
    title: program.programTitle,
  });
}
