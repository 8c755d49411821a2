import { foreignKey, pgEnum, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { ROLES } from '#contract/roles.ts';
import { users } from './auth.ts';
import { createdAt, updatedAt } from './columns.ts';

export const roleEnum = pgEnum('role', ROLES);

/** The roles a user holds; one row per (user, role). */
export const userRoles = pgTable(
  'user_roles',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: roleEnum('role').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.role] })],
);

/**
 * The role a user acts as now. The composite foreign key makes it impossible for the
 * active role to be one the user does not hold.
 */
export const activeSessions = pgTable(
  'active_sessions',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    activeRole: roleEnum('active_role').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    foreignKey({
      name: 'active_sessions_role_held_fk',
      columns: [t.userId, t.activeRole],
      foreignColumns: [userRoles.userId, userRoles.role],
    }).onDelete('cascade'),
  ],
);

export type UserRoleRow = typeof userRoles.$inferSelect;
