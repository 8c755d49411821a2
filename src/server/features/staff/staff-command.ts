import type { Db } from '#server/db/client.ts';
import { grantStaff, listStaff, revokeStaff } from './staff.service.ts';

// `npm run staff -- add|remove|list [email]`: the only way to grant or remove staff. No endpoint
// does it, so a stolen session, even a staff one, cannot make more staff.

export const STAFF_USAGE = 'usage: npm run staff -- add <email> | remove <email> | list';

/** What the command prints and its exit code: 0 done, 1 refused (unknown e-mail), 2 wrong usage. */
export interface CommandResult {
  code: 0 | 1 | 2;
  lines: string[];
}

/** Runs `args` (what follows `npm run staff --`) against `db`. */
export async function runStaffCommand(db: Db, args: string[]): Promise<CommandResult> {
  const [verb, email, ...rest] = args;
  if (verb === 'list' && email === undefined) {
    const staff = await listStaff(db);
    if (staff.length === 0) return { code: 0, lines: ['No staff yet. Add one: npm run staff -- add <email>'] };
    return {
      code: 0,
      lines: staff.map(
        (member) =>
          `${member.email}\t${member.name}\ttwo-factor ${member.twoFactorEnabled ? 'on' : 'off'}\tsince ${member.grantedAt.toISOString().slice(0, 10)}`,
      ),
    };
  }
  if ((verb !== 'add' && verb !== 'remove') || !email || rest.length > 0) return { code: 2, lines: [STAFF_USAGE] };
  const result = verb === 'add' ? await grantStaff(db, email) : await revokeStaff(db, email);
  if (!result.ok) return { code: 1, lines: [`No account with the e-mail ${email}. The person signs up first.`] };
  if (verb === 'add') {
    return {
      code: 0,
      lines: [
        'already' in result && result.already ? `${result.email} is already staff.` : `${result.email} is now staff.`,
        'The staff console (/staff) opens once their two-factor sign-in is on.',
      ],
    };
  }
  const removed = 'wasStaff' in result && result.wasStaff;
  return { code: 0, lines: [removed ? `${result.email} is no longer staff.` : `${result.email} was not staff.`] };
}
