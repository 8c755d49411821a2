import { queryOptions } from '@tanstack/react-query';
import type { ContactInput, ContactReceipt } from '#contract/contact.ts';
import type { HomeData } from '#contract/public-pages.ts';
import { api } from '#web/lib/api-client.ts';

export const homeQueryOptions = queryOptions({
  queryKey: ['home'],
  queryFn: ({ signal }) => api.get<HomeData>('/api/home', signal),
  // featured content changes slowly; the server caches it for a minute too
  staleTime: 60_000,
});

export function sendContactMessage(input: ContactInput): Promise<ContactReceipt> {
  return api.post<ContactReceipt>('/api/contact', input);
}

/** zod and the contact schema, fetched when the form is first focused or submitted. */
export const loadContactSchema = () => import('#contract/contact.ts').then((module) => module.ContactInput);
