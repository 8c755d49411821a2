import type { Db } from '#server/db/client.ts';
import { contactMessages } from '#server/db/schema/index.ts';
import type { Logger } from '#server/lib/logger.ts';
import type { Mailer } from '#server/lib/mailer/mailer.ts';
import type { ContactInput, ContactReceipt } from '#contract/contact.ts';

/** The team's inbox for contact messages (also shown on the contact page). */
export const STAFF_EMAIL = 'hello@sipalu.com.np';

/** Stores the message first (it is never lost if mail is down), then e-mails it to the team. */
export async function receiveContactMessage(
  deps: { db: Db; mailer: Mailer; logger: Logger },
  input: ContactInput,
  userId: string | null,
): Promise<ContactReceipt> {
  const [row] = await deps.db
    .insert(contactMessages)
    .values({ ...input, userId })
    .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
  if (!row) throw new Error('contact message was not stored');
  try {
    await deps.mailer.send({
      to: STAFF_EMAIL,
      subject: `[Contact] ${input.subject}`,
      text: [
        `From: ${input.name} <${input.email}>`,
        userId ? `Signed-in user: ${userId}` : 'Not signed in',
        `Message id: ${row.id}`,
        '',
        input.message,
        '',
        `Reply to ${input.email}.`,
      ].join('\n'),
    });
  } catch (error) {
    // the message is stored and staff can read it from the database; the sender need not retry
    deps.logger.error('contact mail failed', {
      messageId: row.id,
      error: error instanceof Error ? error.message : String(error),
    });
  }
  return { id: row.id, receivedAt: row.createdAt.toISOString() };
}
