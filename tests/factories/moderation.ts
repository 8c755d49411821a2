import { expect } from 'vitest';
import { conversations, messages } from '#server/db/schema/messaging.ts';
import { jobPostings } from '#server/db/schema/jobs.ts';
import { programs } from '#server/db/schema/learning.ts';
import { reviews, services } from '#server/db/schema/services.ts';
import type { TestApp } from '#tests/fixtures/test-app.ts';

// Items of every reportable kind, written straight to the database: the moderation tests are
// about reporting and hiding them, not about the forms that create them.

export async function insertJob(t: TestApp, postedBy: string, title = 'Site electrician'): Promise<string> {
  const [row] = await t.database.db
    .insert(jobPostings)
    .values({
      postedBy,
      jobTitle: title,
      jobType: 'Full-time',
      companyName: 'Himal Builders',
      location: 'Pokhara',
      description: 'Wiring of a new hotel in Lakeside.',
      experienceLevel: 'Mid Level',
      category: 'Construction',
      contactEmail: 'jobs@himal.example',
    })
    .returning({ id: jobPostings.id });
  return row!.id;
}

export async function insertService(t: TestApp, professionalId: string, title = 'Pipe fitting'): Promise<string> {
  const [row] = await t.database.db
    .insert(services)
    .values({
      professionalId,
      title,
      description: 'Fitting and repair of water pipes.',
      format: 'in-person',
      duration: '1 day',
      price: '1500',
    })
    .returning({ id: services.id });
  return row!.id;
}

export async function insertProgram(t: TestApp, institutionId: string, title = 'Plumbing Level 1'): Promise<string> {
  const [row] = await t.database.db
    .insert(programs)
    .values({
      institutionId,
      programTitle: title,
      organizationName: 'Pokhara Training Centre',
      programType: 'Professional Certification',
      credentialAwarded: 'NSTB Level 1',
      description: 'Three months of plumbing practice.',
      format: 'in-person',
      duration: '3 months',
      totalCost: 'Rs 20,000',
    })
    .returning({ id: programs.id });
  return row!.id;
}

export async function insertReview(t: TestApp, reviewerId: string, professionalId: string): Promise<string> {
  const [row] = await t.database.db
    .insert(reviews)
    .values({ reviewerId, professionalId, rating: 1, comment: 'Never came.' })
    .returning({ id: reviews.id });
  return row!.id;
}

export async function insertMessage(t: TestApp, from: string, to: string): Promise<string> {
  const [conversation] = await t.database.db
    .insert(conversations)
    .values({ user1Id: from, user2Id: to })
    .returning({ id: conversations.id });
  const [row] = await t.database.db
    .insert(messages)
    .values({ conversationId: conversation!.id, senderId: from, content: 'Send Rs 20,000 for the visa first.' })
    .returning({ id: messages.id });
  return row!.id;
}

/** A JSON request that must answer `status`; returns the parsed body. */
export async function expectStatus(
  t: TestApp,
  path: string,
  status: number,
  init: { method?: string; json?: unknown; cookie?: string; headers?: Record<string, string> } = {},
): Promise<unknown> {
  const response = await t.request(path, { method: init.json === undefined ? 'GET' : 'POST', ...init });
  const text = await response.text();
  expect(response.status, `${init.method ?? 'GET'} ${path}: ${text}`).toBe(status);
  return text ? (JSON.parse(text) as unknown) : null;
}
