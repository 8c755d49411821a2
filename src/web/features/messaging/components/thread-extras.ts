import type { ReactNode } from 'react';

// What other features place in a conversation (offers of a service, from bookings): items shown in
// the thread by their time, and an action beside the conversation's name. The app's route passes
// the hook that makes them, so messaging needs none of their internals.

export interface ThreadExtra {
  key: string;
  createdAt: string;
  node: ReactNode;
}

export interface ThreadExtras {
  items: ThreadExtra[];
  action: ReactNode;
}

/** Called once per render of a conversation, like any hook; `otherName` is null while unknown or deleted. */
export type UseThreadExtras = (conversation: { id: string; otherName: string | null }) => ThreadExtras;

export const noThreadExtras: UseThreadExtras = () => ({ items: [], action: null });
