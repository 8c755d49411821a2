import type { ContactInput, ContactReceipt } from '#contract/contact.ts';
import { api } from '#web/lib/api-client.ts';

export function sendContactMessage(input: ContactInput): Promise<ContactReceipt> {
  return api.post('/contact', { body: input });
}

/** zod and the contact schema, fetched when the form is first focused or submitted. */
export const loadContactSchema = () => import('#contract/contact.ts').then((module) => module.ContactInput);
