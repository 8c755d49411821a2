import { z } from 'zod';
import { ENGAGEMENT_STAGES } from './trust-lists.ts';

// Engagements: the work a professional acknowledged with a client ("work agreed", "work done").
// Only an acknowledged engagement lets the client review (docs/decisions/012). Messages are locale
// keys (locales/services, group `services.engagement`).

const id = (key: string) => z.string({ error: key }).trim().min(1, { error: key }).max(100, { error: key });

/**
 * POST /api/engagements: the professional marks work with a client about one of their services
 * (`serviceId`) or in a conversation with them (`conversationId`); at least one of the two.
 */
export const EngagementInput = z
  .object({
    clientId: id('services.engagement.clientRequired'),
    serviceId: id('services.engagement.targetRequired').nullish(),
    conversationId: id('services.engagement.targetRequired').nullish(),
    stage: z.enum(ENGAGEMENT_STAGES, { error: 'services.engagement.stageRequired' }),
  })
  .refine((input) => Boolean(input.serviceId || input.conversationId), {
    error: 'services.engagement.targetRequired',
    path: ['serviceId'],
  });
export type EngagementInput = z.input<typeof EngagementInput>;

export const Engagement = z.object({
  id: z.string(),
  clientId: z.string(),
  serviceId: z.string().nullable(),
  conversationId: z.string().nullable(),
  stage: z.enum(ENGAGEMENT_STAGES),
  updatedAt: z.string(),
});
export type Engagement = z.infer<typeof Engagement>;

/**
 * Why the signed-in reader may or may not review a professional, so the page explains it before
 * anyone writes a review: `open` (a form is shown), or the reason it is not.
 */
export const REVIEW_GATES = ['open', 'signIn', 'own', 'verifyEmail', 'noEngagement', 'reviewed'] as const;
export type ReviewGate = (typeof REVIEW_GATES)[number];
