import { describe, expect, it } from 'vitest';
import { listStateParams, parseListState } from './list-state.ts';

describe('the bookings list in the URL', () => {
  it('reads a professional’s requests, page 2', () => {
    const state = parseListState(new URLSearchParams('as=professional&view=requests&page=2'), true);
    expect(state).toEqual({ side: 'professional', view: 'requests', page: 2 });
    expect(listStateParams(state).toString()).toBe('as=professional&view=requests&page=2');
  });

  it('shows a client’s list to an account without the professional role', () => {
    expect(parseListState(new URLSearchParams('as=professional'), false).side).toBe('client');
  });

  it('falls back on unknown views and pages', () => {
    expect(parseListState(new URLSearchParams('view=all&page=-3'), true)).toEqual({
      side: 'client',
      view: 'upcoming',
      page: 1,
    });
    expect(listStateParams({ side: 'client', view: 'upcoming', page: 1 }).toString()).toBe('');
  });

  it('opens the professional’s week, and only theirs', () => {
    const state = parseListState(new URLSearchParams('as=professional&view=week&week=2026-11-29'), true);
    expect(state).toEqual({ side: 'professional', view: 'week', page: 1, week: '2026-11-29' });
    expect(listStateParams(state).toString()).toBe('as=professional&view=week&week=2026-11-29');
    expect(parseListState(new URLSearchParams('view=week'), true).view).toBe('upcoming');
    expect(parseListState(new URLSearchParams('as=professional&view=week&week=soon'), true).week).toBeNull();
  });
});
