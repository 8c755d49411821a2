import type { BookingView } from '#contract/bookings.ts';

// /bookings?as=professional&view=requests&page=2: which list the page shows, kept in the URL so
// Back, a shared link and the dashboard's "requests waiting" link land on it.

export type BookingSide = 'client' | 'professional';

export interface ListState {
  side: BookingSide;
  view: BookingView;
  page: number;
}

const VIEWS: readonly BookingView[] = ['requests', 'upcoming', 'past'];

/** The state a URL names; anything unknown falls back (a professional lands on their requests). */
export function parseListState(params: URLSearchParams, canActAsProfessional: boolean): ListState {
  const side: BookingSide = params.get('as') === 'professional' && canActAsProfessional ? 'professional' : 'client';
  const asked = params.get('view');
  const view = VIEWS.find((item) => item === asked) ?? 'upcoming';
  const page = Number(params.get('page'));
  return { side, view, page: Number.isInteger(page) && page >= 1 && page <= 1000 ? page : 1 };
}

/** The URL of a state; the defaults are left out. */
export function listStateParams(state: ListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.side !== 'client') params.set('as', state.side);
  if (state.view !== 'upcoming') params.set('view', state.view);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}
