// The whole schema, for drizzle-kit and for the typed client (`db.query.*`).
export * from './auth.ts';
export * from './roles.ts';
export * from './profiles.ts';
export * from './learning.ts';
export * from './insights.ts';
export * from './jobs.ts';
export * from './services.ts';
export * from './messaging.ts';
export * from './notifications.ts';
export * from './contact.ts';
export * from './limits.ts';
export * from './trust.ts';
export * from './jobs-queue.ts';
export * from './job-alerts.ts';
export * from './search.ts';
export * from './bookings.ts';
export * from './credentials.ts';
