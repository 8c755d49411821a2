import type { NamesUnder } from '#contract/locales/message-key.ts';
import { SIGN_UP_PATH } from '#web/components/layout/nav-links.ts';

// One-tap sign-up: the Sign Up tab opens at once; `role` tells the flow which role was chosen.
export const SIGN_UP_STUDENT_PATH = `${SIGN_UP_PATH}&role=student`;
export const SIGN_UP_TRAINER_PATH = `${SIGN_UP_PATH}&role=professional`;
export { SIGN_UP_PATH };

/**
 * A category's locale key under home.categories ("Graphic Design & UI/UX" → "graphic-design-ui-ux").
 * Typed as one of those keys: list-labels.test.ts checks that every course and professional
 * category has one, and a category no list has any more reads as its key.
 */
export const categorySlug = (category: string) =>
  category
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') as NamesUnder<'home.categories'>;
