import { createRoute, z } from '@hono/zod-openapi';
import { requireUser, userOf } from '#server/auth/session.ts';
import { createRouter } from '#server/lib/http.ts';
import { errorResponses } from '#server/lib/openapi.ts';
import {
  ConversationDetail,
  ConversationPage,
  ConversationsQuery,
  MarkReadResult,
  Message,
  MessagePage,
  MessagesQuery,
  SendMessageInput,
  StartConversationInput,
  StartedConversation,
  UnreadCount,
} from '#contract/messaging.ts';
import {
  countUnreadMessages,
  getConversation,
  listConversations,
  listMessages,
  markConversationRead,
  sendMessage,
  startConversation,
} from './messaging.service.ts';
import { limitMessages, limitNewConversations } from './message-limits.ts';

// ids are checked in the service: malformed, unknown and other people's conversations are all 404
const conversationParams = z.object({ id: z.string() });
const json = <S extends z.ZodType>(schema: S) => ({ content: { 'application/json': { schema } } });

export const messagingRoutes = createRouter()
  // before /conversations/{id}, which would otherwise take "unread-count" for an id
  .openapi(
    createRoute({
      method: 'get',
      path: '/unread-count',
      middleware: [requireUser],
      tags: ['messaging'],
      summary: 'How many messages from others I have not read, over all my conversations',
      responses: { 200: { description: 'The count', ...json(UnreadCount) }, ...errorResponses(401) },
    }),
    async (c) => c.json({ count: await countUnreadMessages(c.var.deps.db, userOf(c).id) }, 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/',
      middleware: [requireUser, limitNewConversations],
      tags: ['messaging'],
      summary: 'Start (or find) my conversation with a user; the pair is one conversation in either order',
      description:
        'Needs a verified e-mail (403). At most 10 starts an hour and 30 a day per account (429), finding one counts too.',
      request: { body: { ...json(StartConversationInput), required: true } },
      responses: {
        200: { description: 'The existing conversation', ...json(StartedConversation) },
        201: { description: 'A new conversation', ...json(StartedConversation) },
        ...errorResponses(400, 401, 403, 404, 429),
      },
    }),
    async (c) => {
      const { id, created } = await startConversation(c.var.deps.db, userOf(c).id, c.req.valid('json').participantId);
      return created ? c.json({ id }, 201) : c.json({ id }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/',
      middleware: [requireUser],
      tags: ['messaging'],
      summary: 'My conversations with messages, latest activity first; `q` searches the other person’s name',
      request: { query: ConversationsQuery },
      responses: { 200: { description: 'A page', ...json(ConversationPage) }, ...errorResponses(400, 401) },
    }),
    async (c) => c.json(await listConversations(c.var.deps.db, userOf(c).id, c.req.valid('query')), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/{id}',
      middleware: [requireUser],
      tags: ['messaging'],
      summary: 'One of my conversations: the other person, preview, unread count',
      request: { params: conversationParams },
      responses: { 200: { description: 'The conversation', ...json(ConversationDetail) }, ...errorResponses(401, 404) },
    }),
    async (c) => c.json(await getConversation(c.var.deps.db, userOf(c).id, c.req.valid('param').id), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/{id}/messages',
      middleware: [requireUser],
      tags: ['messaging'],
      summary: 'Messages oldest first: the latest page, or the page before the message `before`',
      request: { params: conversationParams, query: MessagesQuery },
      responses: { 200: { description: 'A page', ...json(MessagePage) }, ...errorResponses(400, 401, 404) },
    }),
    async (c) =>
      c.json(
        await listMessages(c.var.deps.db, userOf(c).id, c.req.valid('param').id, c.req.valid('query').before),
        200,
      ),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/{id}/messages',
      middleware: [requireUser, limitMessages],
      tags: ['messaging'],
      summary: 'Send a message (not blank, at most 4,000 characters); 409 when the other person deleted their account',
      description: 'At most 30 messages a minute and 300 an hour per account (429).',
      request: { params: conversationParams, body: { ...json(SendMessageInput), required: true } },
      responses: { 201: { description: 'Sent', ...json(Message) }, ...errorResponses(400, 401, 404, 409, 429) },
    }),
    async (c) =>
      c.json(await sendMessage(c.var.deps, userOf(c).id, c.req.valid('param').id, c.req.valid('json').content), 201),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/{id}/read',
      middleware: [requireUser],
      tags: ['messaging'],
      summary: "Read the conversation: the other person's unread messages get read_at",
      request: { params: conversationParams },
      responses: { 200: { description: 'How many were marked', ...json(MarkReadResult) }, ...errorResponses(401, 404) },
    }),
    async (c) => c.json({ marked: await markConversationRead(c.var.deps, userOf(c).id, c.req.valid('param').id) }, 200),
  );
