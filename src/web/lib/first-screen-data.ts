import type { QueryClient, QueryKey } from '@tanstack/react-query';

// The server sends the data a public page's first screen shows (the first page of a list's
// results) inside the page, beside the markup it drew from it (src/web/first-screen.tsx). The app
// starts from the same answers, so its first paint matches the server's and asks for nothing twice.

/** The element that holds the data: JSON, never run (the CSP allows no inline script). */
export const FIRST_SCREEN_DATA_ID = 'first-screen-data';

/** Puts the page's first-screen answers, if the server sent any, into the app's query cache. */
export function seedFirstScreenData(client: QueryClient, document: Document): void {
  const element = document.getElementById(FIRST_SCREEN_DATA_ID);
  if (!element?.textContent) return;
  try {
    const entries = JSON.parse(element.textContent) as { key: QueryKey; data: unknown; at: number }[];
    for (const { key, data, at } of entries) client.setQueryData(key, data, { updatedAt: at });
  } catch {
    // unreadable: the page asks for its data as it would without
  }
  element.remove();
}
