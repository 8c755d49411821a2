import { useMutation, useQueryClient } from '@tanstack/react-query';
import { replyToContactMessage, STAFF_KEYS } from './staff-api.ts';

/** Sends a reply by e-mail; the inbox shows the message replied and the audit log the new entry. */
export function useReplyToContact() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, message }: { id: string; message: string }) => replyToContactMessage(id, message),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: STAFF_KEYS.contact });
      void client.invalidateQueries({ queryKey: STAFF_KEYS.audit });
    },
  });
}
