import { index, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { credentials } from './credentials.ts';
import { jobApplications } from './jobs.ts';

/**
 * The credentials an applicant attached to an application (decision 053). The key (application,
 * credential) makes attaching one twice, or twice at once, a no-op. Only a reference: the company
 * reads each credential's status live (revoked, expired, replaced), never a copy taken at applying.
 */
export const applicationCredentials = pgTable(
  'application_credentials',
  {
    applicationId: uuid('application_id')
      .notNull()
      .references(() => jobApplications.id, { onDelete: 'cascade' }),
    credentialId: uuid('credential_id')
      .notNull()
      .references(() => credentials.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.applicationId, t.credentialId] }),
    index('application_credentials_credential_idx').on(t.credentialId),
  ],
);
