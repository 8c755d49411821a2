import type { BookingView } from '#contract/bookings.ts';

// /bookings?as=professional&view=requests&page=2: which list the page shows, kept in the URL so
// Back, a shared link and the dashboard's "requests waiting" link land on it. The professional
// also has the week view (view=week&week=<its Sunday>).

export type BookingSide = 'client' | 'professional';
/** A list of the API's, or the professional's week. */
export type ListView = BookingView | 'week';

export interface ListState {
  side: BookingSide;
  view: ListView;
  page: number;
  /** The week view's Sunday; null for this week. */
  week?: string | null;
}

const VIEWS: readonly ListView[] = ['requests', 'upcoming', 'past', 'week'];

/** The state a URL names; anything unknown falls back (a professional lands on their requests). */
export function parseListState(params: URLSearchParams, canActAsProfessional: boolean): ListState {
  const side: BookingSide = params.get('as') === 'professional' && canActAsProfessional ? 'professional' : 'client';
  const asked = params.get('view');
  const view = VIEWS.find((item) => item === asked && (item !== 'week' || side === 'professional')) ?? 'upcoming';
  const page = Number(params.get('page'));
  const week = params.get('week');
  return {
    side,
    view,
    page: Number.isInteger(page) && page >= 1 && page <= 1000 ? page : 1,
    ...(view === 'week' ? { week: week && /^\d{4}-\d{2}-\d{2}$/.test(week) ? week : null } : {}),
  };
}

/** The URL of a state; the defaults are left out. */
export function listStateParams(state: ListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.side !== 'client') params.set('as', state.side);
  if (state.view !== 'upcoming') params.set('view', state.view);
  if (state.page > 1) params.set('page', String(state.page));
  if (state.view === 'week' && state.week) params.set('week', state.week);
  return params;
}
