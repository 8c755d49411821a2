import type { ServiceFormat } from '#contract/lists.ts';

/** What booking a slot needs of a service and its professional (a service card's data). */
export interface BookableService {
  id: string;
  title: string;
  titleNe: string | null;
  format: ServiceFormat;
  /** NPR. */
  price: number;
  professionalId: string;
  professionalName: string;
}
