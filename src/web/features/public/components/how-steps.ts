import { BookOpen, Briefcase, Search, UserPlus } from 'lucide-react';

/** The four steps of spec §1, shared by the home page and /how-it-works. */
export const HOW_STEPS = [
  { key: 'account', icon: UserPlus },
  { key: 'browse', icon: Search },
  { key: 'learn', icon: BookOpen },
  { key: 'career', icon: Briefcase },
] as const;
