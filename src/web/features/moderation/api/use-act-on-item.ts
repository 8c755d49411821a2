import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import type { ModeratedItem } from '#contract/moderation.ts';
import type { ReportableKind } from '#contract/trust-lists.ts';
import { moderationKeys } from './moderation-api.ts';

/** What staff can do to an item from its page in the queue. */
export type ItemAction = 'dismiss' | 'hide' | 'suspend' | 'restore' | 'restoreAccount';

function act(action: ItemAction, item: ModeratedItem, reason: string) {
  const kind = item.kind as ReportableKind;
  const body = { reason };
  switch (action) {
    case 'dismiss':
      return api.post('/staff/reports/{kind}/{id}/dismiss', { path: { kind: item.kind, id: item.id }, body });
    case 'hide':
      return api.post('/staff/reports/{kind}/{id}/hide', { path: { kind, id: item.id }, body });
    case 'restore':
      return api.post('/staff/items/{kind}/{id}/restore', { path: { kind, id: item.id }, body });
    case 'suspend':
      return api.post('/staff/accounts/{userId}/suspend', {
        path: { userId: item.ownerId ?? item.id },
        body: item.kind === 'account' ? body : { ...body, itemKind: kind, itemId: item.id },
      });
    case 'restoreAccount':
      return api.post('/staff/accounts/{userId}/restore', { path: { userId: item.ownerId ?? item.id }, body });
  }
}

/** Acts on an item with a reason; the queue, the item and the appeals are read again after. */
export function useActOnItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, item, reason }: { action: ItemAction; item: ModeratedItem; reason: string }) =>
      act(action, item, reason),
    onSettled: () => queryClient.invalidateQueries({ queryKey: moderationKeys.all }),
  });
}
