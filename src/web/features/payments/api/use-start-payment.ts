import { useMutation } from '@tanstack/react-query';
import type { PaymentRedirect, PaymentStartInput } from '#contract/payments.ts';
import { startPayment, startProgramPayment } from './payments-api.ts';

/** Sends the browser to the gateway: a posted form for eSewa, a plain redirect for Khalti. */
export function goToGateway(redirect: PaymentRedirect): void {
  if (redirect.kind === 'redirect') {
    window.location.assign(redirect.url);
    return;
  }
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = redirect.url;
  for (const [name, value] of Object.entries(redirect.fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
}

/** Starts paying for a booking and, once the server has made the attempt, leaves for the gateway. */
export function useStartPayment(bookingId: string) {
  return useMutation({
    mutationFn: (input: PaymentStartInput) => startPayment(bookingId, input),
    onSuccess: goToGateway,
  });
}

/** Starts paying a program's fee (decision 054); the payment enrols the learner. */
export function useStartProgramPayment(programId: string) {
  return useMutation({
    mutationFn: (input: PaymentStartInput) => startProgramPayment(programId, input),
    onSuccess: goToGateway,
  });
}
