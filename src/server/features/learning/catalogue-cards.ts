import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { PROGRAM_TYPES } from '#contract/lists.ts';

// The columns of a catalogue card, course or program, as the list reads them: into the in-memory
// index with each card's words, and for the typo fallback's page (catalogue.service.ts).

export type CatalogueKind = 'course' | 'program';

/** The card columns over `courses c` and `programs p`, each joined to the page's row or not. */
export const catalogueCardColumns = sql`c.title, c.title_ne, c.description, c.description_ne, c.key_skills,
      c.duration, c.certification, c.career_opportunities, c.image_url, c.category,
      p.program_title, p.program_title_ne, p.description as program_description,
      p.description_ne as program_description_ne, p.duration as program_duration, p.credential_awarded,
      p.organization_name, p.program_type, p.cover_url, p.fee_paisa`;

const courseColumns = {
  title: z.string(),
  title_ne: z.string().nullable(),
  description: z.string(),
  description_ne: z.string().nullable(),
  key_skills: z.array(z.string()),
  duration: z.string(),
  certification: z.string().nullable(),
  career_opportunities: z.string().nullable(),
  image_url: z.string().nullable(),
  category: z.string(),
};
const programColumns = {
  program_title: z.string(),
  program_title_ne: z.string().nullable(),
  program_description: z.string(),
  program_description_ne: z.string().nullable(),
  program_duration: z.string(),
  credential_awarded: z.string(),
  organization_name: z.string(),
  program_type: z.enum(PROGRAM_TYPES),
  cover_url: z.string().nullable(),
  fee_paisa: z.coerce.number(),
};

/** A card's row with its kind and id: a course's columns, or a program's. */
export const CatalogueCard = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('course'), id: z.string(), ...courseColumns }),
  z.object({ kind: z.literal('program'), id: z.string(), ...programColumns }),
]);
export type CatalogueCard = z.output<typeof CatalogueCard>;

/** Each program column of a card and where it comes from in `programs p`. */
const PROGRAM_SOURCES: Record<keyof typeof programColumns, string> = {
  program_title: 'p.program_title',
  program_title_ne: 'p.program_title_ne',
  program_description: 'p.description',
  program_description_ne: 'p.description_ne',
  program_duration: 'p.duration',
  credential_awarded: 'p.credential_awarded',
  organization_name: 'p.organization_name',
  program_type: 'p.program_type::text',
  cover_url: 'p.cover_url',
  fee_paisa: 'p.fee_paisa',
};

/**
 * A card as one JSON text, from `courses c` or `programs p`: what the in-memory index keeps of each
 * card (catalogue-index.ts), read with its words, so a search reads no card.
 */
export function catalogueCardJsonSql(kind: CatalogueKind): SQL {
  const sources =
    kind === 'course'
      ? Object.keys(courseColumns).map((name) => [name, `c.${name}`] as const)
      : Object.entries(PROGRAM_SOURCES);
  const fields = sources.map(([name, source]) => `'${name}', ${source}`).join(', ');
  return sql.raw(`json_build_object('kind', '${kind}', 'id', ${kind === 'course' ? 'c' : 'p'}.id, ${fields})::text`);
}
