import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { contactMessages } from '#server/db/schema/contact.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { Mailer } from '#server/lib/mailer/mailer.ts';
import { isUuid } from '#contract/ids.ts';
import { type ContactMessagePage, type ContactReplyInput, STAFF_PAGE_SIZE } from '#contract/staff.ts';
import { recordAudit } from '#server/lib/audit.ts';
import { cursorOf, olderThan, pageOf } from './cursor.ts';

type Staff = { id: string; email: string };

/** The stored contact messages, newest first, a page at a time, each with when it was last replied to. */
export async function listContactMessages(db: Db, cursor?: string): Promise<ContactMessagePage> {
  const where: SQL[] = cursor ? [olderThan(cursor, contactMessages.createdAt, contactMessages.id)] : [];
  const rows = await db
    .select({
      id: contactMessages.id,
      name: contactMessages.name,
      email: contactMessages.email,
      subject: contactMessages.subject,
      message: contactMessages.message,
      createdAt: contactMessages.createdAt,
      repliedAt: contactMessages.repliedAt,
      cursor: cursorOf(contactMessages.createdAt, contactMessages.id),
    })
    .from(contactMessages)
    .where(and(...where))
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(STAFF_PAGE_SIZE + 1);
  const { page, nextCursor } = pageOf(rows, STAFF_PAGE_SIZE);
  return {
    items: page.map(({ cursor: _cursor, createdAt, repliedAt, ...row }) => ({
      ...row,
      createdAt: createdAt.toISOString(),
      repliedAt: repliedAt?.toISOString() ?? null,
    })),
    nextCursor,
  };
}

/** The reply's text: staff's words, then the original message quoted, as a mail client would. */
export function replyText(reply: string, original: { name: string; createdAt: Date; message: string }): string {
  const quoted = original.message
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
  return `${reply}\n\nOn ${original.createdAt.toUTCString()}, ${original.name} wrote:\n${quoted}\n\n— Sipalu`;
}

/**
 * E-mails staff's reply to the sender and marks the message replied, with its audit entry, in one
 * transaction. The mail goes last inside it: if sending fails, nothing is marked or recorded.
 */
export async function replyToContactMessage(
  deps: { db: Db; mailer: Mailer },
  staff: Staff,
  messageId: string,
  input: ContactReplyInput,
): Promise<{ repliedAt: string }> {
  if (!isUuid(messageId)) throw new AppError('NOT_FOUND', 'staff.contact.notFound');
  return deps.db.transaction(async (tx) => {
    const [original] = await tx.select().from(contactMessages).where(eq(contactMessages.id, messageId)).for('update');
    if (!original) throw new AppError('NOT_FOUND', 'staff.contact.notFound');
    const [row] = await tx
      .update(contactMessages)
      .set({ repliedAt: new Date(), repliedBy: staff.id })
      .where(eq(contactMessages.id, messageId))
      .returning({ repliedAt: contactMessages.repliedAt });
    const itemKind = 'contact';
    await recordAudit(tx, {
      actor: staff,
      // contact.reply; built from the kind, as `contact.…` literals are taken for locale keys
      action: `${itemKind}.reply`,
      itemKind,
      itemId: messageId,
      detail: { to: original.email, subject: original.subject },
    });
    await deps.mailer.send({
      to: original.email,
      subject: `Re: ${original.subject}`,
      text: replyText(input.message, original),
    });
    return { repliedAt: (row?.repliedAt ?? new Date()).toISOString() };
  });
}
