// Apart from place-fields.ts, which defines schemas: the professionals list's first screen reads
// these, and importing a schema file would bring zod into that first load.

/** The distances "near" offers, in km (as the URL carries them); the first is the default. */
export const NEAR_RADII_KM = ['10', '5', '25', '50'] as const;
