// A program's fee (docs/decisions/054-paid-programs.md), without zod: the pages read these.

/**
 * How long a paid program's fee is held before it becomes payable to the institution: staff may
 * refund it in full (which ends the enrolment) until then.
 */
export const PROGRAM_REFUND_WINDOW_DAYS = 7;

/** 250000 → "2500", 250050 → "2500.50": paisa as rupee text, without floating point. */
export function rupeeTextOfPaisa(paisa: number): string {
  const rupees = Math.trunc(paisa / 100);
  const rest = paisa % 100;
  return rest === 0 ? String(rupees) : `${rupees}.${String(rest).padStart(2, '0')}`;
}
