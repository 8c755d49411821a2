import type { Role } from '#contract/roles.ts';

// The sign-in details printed in the README and used by the browser tests.

/** Every seeded account, demo or not, signs in with this password. */
export const DEMO_PASSWORD = 'Sipalu@2026';

export interface DemoAccount {
  email: string;
  role: Role;
  fullName: string;
}

/** One ready-made account per role; each holds only its own role. */
export const DEMO_ACCOUNTS = [
  { email: 'student@sipalu.demo', role: 'student', fullName: 'Aarati Shrestha' },
  { email: 'professional@sipalu.demo', role: 'professional', fullName: 'Bikash Tamang' },
  { email: 'company@sipalu.demo', role: 'company', fullName: 'Sagarmatha Digital Pvt. Ltd.' },
  { email: 'institution@sipalu.demo', role: 'institution', fullName: 'Himalayan Polytechnic Institute' },
] as const satisfies readonly DemoAccount[];

/** The demo account of a role. */
export function demoAccount(role: Role): DemoAccount {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.role === role);
  if (!account) throw new Error(`No demo account for role ${role}`);
  return account;
}

/**
 * The demo staff member: no role, e-mail verified, two-factor sign-in off, so the console first
 * shows how to turn it on (the server refuses staff without it).
 */
export const DEMO_STAFF = { email: 'staff@sipalu.demo', fullName: 'Sipalu Staff' } as const;
