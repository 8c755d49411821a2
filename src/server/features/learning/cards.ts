import type { CatalogueItem } from '#contract/catalogue.ts';
import { subcategoryOf } from '#contract/catalogue-rules.ts';
import type { courses, programs } from '#server/db/schema/learning.ts';

// How courses and programs become catalogue cards; shared by the catalogue, the program page and
// the learner dashboard so a program reads the same everywhere.

type CourseRow = Pick<
  typeof courses.$inferSelect,
  | 'id'
  | 'title'
  | 'titleNe'
  | 'description'
  | 'descriptionNe'
  | 'keySkills'
  | 'duration'
  | 'certification'
  | 'careerOpportunities'
  | 'imageUrl'
  | 'category'
>;
type ProgramRow = Pick<
  typeof programs.$inferSelect,
  | 'id'
  | 'programTitle'
  | 'programTitleNe'
  | 'description'
  | 'descriptionNe'
  | 'duration'
  | 'credentialAwarded'
  | 'organizationName'
  | 'programType'
  | 'coverUrl'
  | 'feePaisa'
>;

/** A course as a catalogue card. */
export function courseCard(row: CourseRow): CatalogueItem {
  return {
    kind: 'course',
    id: row.id,
    title: row.title,
    titleNe: row.titleNe,
    description: row.description,
    descriptionNe: row.descriptionNe,
    keySkills: row.keySkills,
    duration: row.duration,
    certification: row.certification,
    careerOpportunities: row.careerOpportunities,
    imageUrl: row.imageUrl,
    category: row.category,
    subcategory: subcategoryOf(row.category),
  };
}

/** A program as a catalogue card (spec §2 Courses: programs are listed with the courses). */
export function programCard(row: ProgramRow): CatalogueItem {
  return {
    kind: 'program',
    id: row.id,
    title: row.programTitle,
    titleNe: row.programTitleNe,
    description: row.description,
    descriptionNe: row.descriptionNe,
    keySkills: [],
    duration: row.duration,
    certification: `${row.credentialAwarded} — ${row.organizationName}`,
    careerOpportunities: `${row.programType} program`,
    /** the institution's cover; none: the card draws its type's illustration */
    imageUrl: row.coverUrl,
    category: row.programType,
    subcategory: subcategoryOf(row.programType),
    feePaisa: row.feePaisa,
  };
}
