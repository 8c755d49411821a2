import { and, desc, eq, inArray } from 'drizzle-orm';
import { previewOf } from '#contract/messaging-rules.ts';
import type { Db } from '#server/db/client.ts';
import { conversations, messages } from '#server/db/schema/messaging.ts';
import { isPubliclyVisible } from '#server/lib/visibility.ts';

// A conversation's preview is a copy of its latest message: when staff hide a message (or a
// suspension hides its sender's), or show it again, the copy is written anew from the latest
// visible one, so hidden text never shows in the conversation list. With none left, the preview
// is NULL and the conversation leaves both lists, like one nobody has written in yet.

/** Rewrites the previews of the conversations these messages belong to. Runs in the moderation action's transaction. */
export async function refreshPreviewsOf(tx: Db, messageIds: string[]): Promise<void> {
  if (messageIds.length === 0) return;
  // locked first: a message sent meanwhile waits, then writes its own preview after ours
  const locked = await tx
    .select({ id: conversations.id })
    .from(conversations)
    .where(
      inArray(
        conversations.id,
        tx.selectDistinct({ id: messages.conversationId }).from(messages).where(inArray(messages.id, messageIds)),
      ),
    )
    .orderBy(conversations.id)
    .for('update');
  const ids = locked.map((row) => row.id);
  if (ids.length === 0) return;
  const latest = await tx
    .selectDistinctOn([messages.conversationId], { conversationId: messages.conversationId, content: messages.content })
    .from(messages)
    .where(and(inArray(messages.conversationId, ids), isPubliclyVisible(messages)))
    .orderBy(messages.conversationId, desc(messages.createdAt), desc(messages.id));
  const contentOf = new Map(latest.map((row) => [row.conversationId, row.content]));
  for (const id of ids) {
    const content = contentOf.get(id);
    await tx
      .update(conversations)
      .set({ lastMessagePreview: content === undefined ? null : previewOf(content) })
      .where(eq(conversations.id, id));
  }
}
