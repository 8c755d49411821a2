import { z } from 'zod';

// The place fields forms send beside a location's free text: ids of the Nepal dataset
// (nepal-locations.ts). This module does not load the dataset, so every form schema may import it;
// the server checks that the ids exist and that the local level lies in the district.

const placeIdText = z
  .string()
  .trim()
  .max(80, { error: 'lists.places.validation.unknownPlace' })
  .regex(/^[a-z0-9-]*$/, { error: 'lists.places.validation.unknownPlace' });

/** A dataset id as a form sends it; '', null or absent is none. */
export const placeId = placeIdText
  .nullable()
  .optional()
  .transform((value) => value || null);

export const placeFields = { districtId: placeId, localLevelId: placeId };

/** A place as the API answers it: the ids, null where none was given or matched. */
export const PlaceIds = z.object({ districtId: z.string().nullable(), localLevelId: z.string().nullable() });
export type PlaceIds = z.infer<typeof PlaceIds>;

/** A list's place filters (?province=&district=): ids of the dataset; absent is any. */
export const placeFilters = {
  /** A province ("gandaki"): items in any of its districts. */
  province: placeIdText
    .optional()
    .transform((value) => value || undefined)
    .optional(),
  /** A district ("kaski"). */
  district: placeIdText
    .optional()
    .transform((value) => value || undefined)
    .optional(),
};

/**
 * A location's Nepali form, sent beside its English text so a Nepali page needs no dataset: the
 * picked local level and district in Nepali, and whatever else was typed (ward, street, area) as
 * written. Null when the location names no place of the dataset: the page shows its text as written.
 */
export const PlaceNe = z.object({
  /** What was typed besides the place's own names ("Ward 6, Lakeside"); '' when nothing. */
  detail: z.string(),
  /** The local level and district in Nepali ("पोखरा, कास्की"). */
  place: z.string(),
});
export type PlaceNe = z.infer<typeof PlaceNe>;
