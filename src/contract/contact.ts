import { z } from 'zod';
import { LIMITS } from './limits.ts';
import { hasVisibleText, multiLineText, singleLineText } from './text.ts';

// The contact form (spec §2 Contact, decisions.md §11): the same schema checks the form in the
// browser and the body on the server. Messages are locale keys (publicPages namespace).

/** Lengths match the contact_messages columns. */
export const CONTACT_LIMITS = {
  nameMax: LIMITS.fullNameMax,
  emailMax: LIMITS.emailMax,
  subjectMax: 200,
  messageMax: 5000,
} as const;

/** Messages one client may send per hour before it is asked to wait. */
export const CONTACT_MESSAGES_PER_HOUR = 5;

const required = (key: string, max: number, tooLongKey: string, lines = singleLineText) =>
  lines({ error: key }).trim().refine(hasVisibleText, { error: key }).max(max, { error: tooLongKey });

export const ContactInput = z.object({
  name: required('contact.validation.nameRequired', CONTACT_LIMITS.nameMax, 'contact.validation.nameTooLong'),
  email: z
    .string({ error: 'contact.validation.emailRequired' })
    .trim()
    .min(1, { error: 'contact.validation.emailRequired' })
    .max(CONTACT_LIMITS.emailMax, { error: 'contact.validation.emailTooLong' })
    .pipe(z.email({ error: 'contact.validation.emailInvalid' })),
  subject: required(
    'contact.validation.subjectRequired',
    CONTACT_LIMITS.subjectMax,
    'contact.validation.subjectTooLong',
  ),
  message: required(
    'contact.validation.messageRequired',
    CONTACT_LIMITS.messageMax,
    'contact.validation.messageTooLong',
    multiLineText,
  ),
});
export type ContactInput = z.infer<typeof ContactInput>;

export const ContactReceipt = z.object({ id: z.string(), receivedAt: z.string() });
export type ContactReceipt = z.infer<typeof ContactReceipt>;
