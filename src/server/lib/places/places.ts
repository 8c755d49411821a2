import {
  districtsOf,
  findDistrict,
  findLocalLevel,
  findProvince,
  isLocalLevelOf,
  localLevelName,
} from '#contract/locations/nepal-locations.ts';
import type { PlaceIds, PlaceNe } from '#contract/locations/place-fields.ts';
import { sql, type SQL } from 'drizzle-orm';
import centroidData from '#contract/locations/local-level-centroids.json' with { type: 'json' };
import { AppError } from '#server/lib/app-error.ts';
import { districtSpellings } from './place-names.ts';

// A location as people give it: ids from the pickers and free text for the ward or street
// (decision 031). The text stored beside the ids also names the local level and district in
// English, so text search ("pokhara") finds what was picked; an owner's edit form gets back only
// what they typed.

/** The ids a writer gave, checked: a known district, and a local level that lies in it. */
export function checkPlace(place: PlaceIds): PlaceIds {
  const { districtId, localLevelId } = place;
  if (districtId === null) {
    if (localLevelId !== null) throw new AppError('VALIDATION_ERROR', 'lists.places.validation.districtRequired');
    return place;
  }
  if (!findDistrict(districtId)) throw new AppError('VALIDATION_ERROR', 'lists.places.validation.unknownPlace');
  if (localLevelId !== null && !isLocalLevelOf(localLevelId, districtId)) {
    const known = findLocalLevel(localLevelId) !== undefined;
    throw new AppError(
      'VALIDATION_ERROR',
      known ? 'lists.places.validation.localLevelNotInDistrict' : 'lists.places.validation.unknownPlace',
    );
  }
  return place;
}

/** The picked place's English names, most precise first ("Pokhara", "Kaski"). */
function placeNames(place: PlaceIds): string[] {
  const level = place.localLevelId ? findLocalLevel(place.localLevelId) : undefined;
  const district = place.districtId ? findDistrict(place.districtId) : undefined;
  // Kathmandu Metropolitan City lies in Kathmandu district: one name for both
  return [...new Set([level?.en, district?.en])].filter((name): name is string => name !== undefined);
}

const escaped = (name: string) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const mentions = (text: string, name: string) => new RegExp(`\\b${escaped(name)}\\b`, 'i').test(text);

/** The location columns' length (varchar(200) on every table with a place). */
const PLACE_TEXT_MAX = 200;

/**
 * The text stored for a location: what was typed, then the local level and district names it does
 * not already mention ("Ward 6, Lakeside" + Pokhara, Kaski → "Ward 6, Lakeside, Pokhara, Kaski").
 */
export function placeText(detail: string | null, place: PlaceIds): string | null {
  let text = detail?.trim() ?? '';
  for (const name of placeNames(place)) {
    if (mentions(text, name)) continue;
    const longer = text ? `${text}, ${name}` : name;
    // a name that does not fit is left out: the ids still say where it is
    if (longer.length <= PLACE_TEXT_MAX) text = longer;
  }
  return text || null;
}

/** What the owner typed: the stored text without the names `placeText` added at its end. */
export function placeDetail(text: string | null, place: PlaceIds): string {
  let detail = text ?? '';
  for (const name of placeNames(place).reverse()) {
    const suffix = new RegExp(`(^|,\\s*)${escaped(name)}$`, 'i');
    detail = detail.replace(suffix, '');
  }
  return detail.trim();
}

const spaced = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * A location's Nepali form (decision 032): the picked local level and district in Nepali, and the
 * parts of the text that do not just name them again, as written ("Ward 6, Lakeside, Pokhara,
 * Kaski" → "Ward 6, Lakeside" + "पोखरा, कास्की"). Null when the location has no place ids.
 */
export function placeNe(text: string | null, place: PlaceIds): PlaceNe | null {
  const level = place.localLevelId ? findLocalLevel(place.localLevelId) : undefined;
  const district = place.districtId ? findDistrict(place.districtId) : undefined;
  if (!level && !district) return null;
  // Kathmandu Metropolitan City lies in Kathmandu district: one name for both, as in English
  const names = level && district && level.en === district.en ? [level.ne] : [level?.ne, district?.ne];
  const own = new Set(
    [
      level?.en,
      level?.ne,
      level && localLevelName(level, 'en'),
      level && localLevelName(level, 'ne'),
      district?.en,
      district?.ne,
      ...(district ? districtSpellings(district.id) : []),
      'nepal',
      'नेपाल',
    ]
      .filter((name): name is string => name !== undefined)
      .map(spaced),
  );
  const detail = (text ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '' && !own.has(spaced(part)))
    .join(', ');
  return { detail, place: names.filter((name): name is string => name !== undefined).join(', ') };
}

/** `placeNe` as one text ("Ward 6, Lakeside, पोखरा, कास्की"), for a page that has no code for it. */
export function placeNeText(text: string | null, place: PlaceIds): string | null {
  const ne = placeNe(text, place);
  return ne && (ne.detail ? `${ne.detail}, ${ne.place}` : ne.place);
}

/** A list's place filters, checked: a province and district of the dataset, the district in the province. */
export function checkPlaceFilter(filter: { province?: string | undefined; district?: string | undefined }): void {
  const { province, district } = filter;
  if (province !== undefined && !findProvince(province)) {
    throw new AppError('VALIDATION_ERROR', 'lists.places.validation.provinceUnknown');
  }
  if (district === undefined) return;
  const known = findDistrict(district);
  if (!known || (province !== undefined && known.province !== province)) {
    throw new AppError('VALIDATION_ERROR', 'lists.places.validation.unknownPlace');
  }
}

/** The filter as a condition on a table's district_id column; null when there is none. */
export function placeFilterSql(
  filter: { province?: string | undefined; district?: string | undefined },
  column: SQL = sql`district_id`,
): SQL | null {
  if (filter.district !== undefined) return sql`${column} = ${filter.district}`;
  if (filter.province === undefined) return null;
  const ids = districtsOf(filter.province).map((district) => sql`${district.id}`);
  return ids.length ? sql`${column} in (${sql.join(ids, sql`, `)})` : sql`false`;
}

/**
 * Each local level's centre [lat, lng], worked out from the boundary polygons of
 * mesaugat/geoJSON-Nepal (MIT); the few levels missing there have their district's (decision 031).
 */
const centroids: Record<string, [number, number]> = Object.fromEntries(
  Object.entries(centroidData.centroids).map(([id, [lat = 0, lng = 0]]) => [id, [lat, lng]]),
);

/** Great-circle distance in km between two [lat, lng] points. */
export function distanceKm([lat1, lng1]: [number, number], [lat2, lng2]: [number, number]): number {
  const rad = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lng2 - lng1) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(a));
}

/** The centre of a local level, or undefined for an unknown id. */
export const centreOf = (localLevelId: string): [number, number] | undefined => centroids[localLevelId];

/** A "near" filter, checked: a local level of the dataset. */
export function checkNear(near: string | undefined): void {
  if (near !== undefined && !centreOf(near))
    throw new AppError('VALIDATION_ERROR', 'lists.places.validation.unknownPlace');
}

/** The local levels whose centre lies within `km` of `centre`. */
const levelsWithin = (centre: [number, number], km: number): string[] =>
  Object.entries(centroids)
    .filter(([, point]) => distanceKm(centre, point) <= km)
    .map(([id]) => id);

/** Half the sides, in degrees, of a box around `centre` that holds every point within `km`. */
function boxOf([lat]: [number, number], km: number) {
  return { dLat: km / 111, dLng: km / (111 * Math.cos((lat * Math.PI) / 180)) };
}

/**
 * `nearSql` as a test of values already read (the directory's in-memory index): the local levels
 * and the services' stored coordinates of one professional.
 */
export function nearTest(
  near: string,
  km: number,
): (localLevelIds: readonly string[], points: readonly (readonly [number, number])[]) => boolean {
  const centre = centreOf(near);
  if (!centre) return () => false;
  const inRange = new Set(levelsWithin(centre, km));
  const { dLat, dLng } = boxOf(centre, km);
  const [lat, lng] = centre;
  const close = ([pLat, pLng]: readonly [number, number]) =>
    Math.abs(pLat - lat) <= dLat && Math.abs(pLng - lng) <= dLng && distanceKm(centre, [pLat, pLng]) <= km;
  return (localLevelIds, points) => localLevelIds.some((id) => inRange.has(id)) || points.some(close);
}

/**
 * "Near a local level, within km" as a condition on a professional `p`: their own local level's
 * centre lies within it, or one of their services' does, or a service's stored coordinates do.
 * The local levels in range are worked out here (753 centres), so the SQL compares ids.
 */
export function nearSql(near: string, km: number): SQL {
  const centre = centreOf(near);
  if (!centre) return sql`false`;
  const ids = sql.join(
    levelsWithin(centre, km).map((id) => sql`${id}`),
    sql`, `,
  );
  // a bounding box first (cheap), then the distance itself
  const [lat, lng] = centre;
  const { dLat, dLng } = boxOf(centre, km);
  return sql`(p.local_level_id in (${ids}) or exists (
    select 1 from services s where s.professional_id = p.id and (s.local_level_id in (${ids}) or (
      s.location_lat between ${lat - dLat} and ${lat + dLat} and s.location_lng between ${lng - dLng} and ${lng + dLng}
      and 2 * 6371 * asin(sqrt(power(sin(radians(s.location_lat - ${lat}) / 2), 2)
        + cos(radians(${lat})) * cos(radians(s.location_lat)) * power(sin(radians(s.location_lng - ${lng}) / 2), 2))) <= ${km}))))`;
}
