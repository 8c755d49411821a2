import type { AppDeps } from '#server/lib/http.ts';
import type { Hit, Limit } from '#server/lib/throttle.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Sign-in attempts per minute: per e-mail (from one client, and for the account) and per client. */
export const SIGN_IN_LIMITS = { perEmail: 10, perClient: 60 };

/**
 * Sign-ups per hour per client address and per e-mail (decision 016): sign-up must say when an
 * e-mail is taken, so how fast anyone can ask is what we limit. A classroom behind one address
 * still signs up; a list of addresses is checked at 30 an hour.
 */
export const SIGN_UP_LIMITS = { perClient: 30, perEmail: 5 };

/** Account e-mails (reset and verification links) per address they go to, and per client asking. */
export const MAIL_LIMITS = {
  perAddress: { max: 3, windowMs: 15 * MINUTE },
  perClient: { max: 20, windowMs: 15 * MINUTE },
} satisfies Record<string, Limit>;

/** Every throttle of /api/auth/*, as the hits to record for one request. */
export function authThrottles(deps: Pick<AppDeps, 'signInLimits' | 'signUpLimits'>) {
  const signIn = deps.signInLimits ?? SIGN_IN_LIMITS;
  const signUp = deps.signUpLimits ?? SIGN_UP_LIMITS;
  const perMinute = (max: number): Limit => ({ max, windowMs: MINUTE });
  const perHour = (max: number): Limit => ({ max, windowMs: HOUR });
  const hit = (key: string, limit: Limit): Hit => ({ key, ...limit });
  return {
    signIn: (client: string, email: string): Hit[] => [
      hit(`sign-in|client|${client}`, perMinute(signIn.perClient)),
      hit(`sign-in|client-email|${client}|${email}`, perMinute(signIn.perEmail)),
      // guessing one account's password from many addresses is still limited
      hit(`password|email|${email}`, perMinute(signIn.perEmail)),
    ],
    /** A signed-in action that checks the password: as many guesses as signing in allows. */
    passwordCheck: (userId: string): Hit[] => [hit(`password|user|${userId}`, perMinute(signIn.perEmail))],
    signUp: (client: string, email: string): Hit[] => [
      hit(`sign-up|client|${client}`, perHour(signUp.perClient)),
      hit(`sign-up|email|${email}`, perHour(signUp.perEmail)),
    ],
    /** A reset or verification link mailed to `address` at `client`'s request. */
    mail: (kind: 'reset' | 'verify', client: string, address: string): Hit[] => [
      hit(`mail|${kind}|address|${address}`, MAIL_LIMITS.perAddress),
      hit(`mail|client|${client}`, MAIL_LIMITS.perClient),
    ],
    // second-factor codes: the pending sign-in and the account have their own limits too
    code: (client: string): Hit[] => [hit(`two-factor|client|${client}`, perMinute(signIn.perClient))],
  };
}
