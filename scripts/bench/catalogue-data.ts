// Bulk catalogue rows for the catalogue benchmark: words, sentences and skills of the seeded
// courses recombined by generate_series in one INSERT per table, so 100,000 rows take seconds.
import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { COURSE_CATEGORIES, PROGRAM_TYPES, SERVICE_FORMATS } from '#contract/lists.ts';
import { COURSES } from '#server/db/seed/courses.data.ts';
import { PROGRAMS } from '#server/db/seed/programs.data.ts';

const words = (texts: string[]) => [...new Set(texts.flatMap((text) => text.split(/\s+/)).filter(Boolean))];
const sentences = (texts: string[]) =>
  texts.flatMap((text) => text.split(/(?<=[.!?।])\s+/)).filter((sentence) => sentence.length > 20);

const VOCAB = {
  titleWords: words([...COURSES.map((course) => course.title), ...PROGRAMS.map((program) => program.programTitle)]),
  titleNeWords: words([
    ...COURSES.map((course) => course.titleNe),
    ...PROGRAMS.map((program) => program.programTitleNe),
  ]),
  sentences: sentences([...COURSES.map((course) => course.description), ...PROGRAMS.map((p) => p.description)]),
  skills: [...new Set(COURSES.flatMap((course) => course.keySkills))],
  modules: [...new Set(COURSES.flatMap((course) => course.modules))],
  categories: [...COURSE_CATEGORIES],
  programTypes: [...PROGRAM_TYPES],
  formats: [...SERVICE_FORMATS],
  organizations: ['Himalayan Polytechnic', 'Pokhara Technical School', 'Bagmati Skills Academy', 'Lumbini Institute'],
};

const literal = (values: readonly string[]) =>
  `array[${values.map((value) => `'${value.replaceAll("'", "''")}'`).join(',')}]::text[]`;
/** A random element of a vocabulary array (random() is seeded, so every run builds the same rows). */
const pick = (name: keyof typeof VOCAB) =>
  `(${literal(VOCAB[name])})[1 + floor(random() * ${VOCAB[name].length})::int]`;

/** Inserts `count` rows: 95 % courses, 5 % programs (nine in ten active) of one bench institution. */
export async function generateCatalogue(db: Db, count: number): Promise<{ courses: number; programs: number }> {
  const programCount = Math.round(count * 0.05);
  const courseCount = count - programCount;
  const title = `initcap(${pick('titleWords')} || ' ' || ${pick('titleWords')} || ' ' || ${pick('titleWords')})`;
  const titleNe = `${pick('titleNeWords')} || ' ' || ${pick('titleNeWords')} || ' ' || ${pick('titleNeWords')}`;
  const description = `${pick('sentences')} || ' ' || ${pick('sentences')}`;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select setseed(0.42)`);
    await tx.execute(
      sql.raw(`insert into users (name, email) values ('Bench Institution', 'bench-institution@example.com')`),
    );
    await tx.execute(
      sql.raw(`
      insert into courses (title, title_ne, description, key_skills, duration, certification, category, modules, created_at)
      select ${title}, ${titleNe}, ${description},
        array[${pick('skills')}, ${pick('skills')}, ${pick('skills')}],
        (1 + i % 12) || ' months', 'Sipalu Certificate of Completion', ${pick('categories')},
        array[${pick('modules')}, ${pick('modules')}, ${pick('modules')}, ${pick('modules')}],
        now() - (i || ' minutes')::interval
      from generate_series(1, ${courseCount}) as g(i)`),
    );
    await tx.execute(
      sql.raw(`
      insert into programs (institution_id, program_title, program_title_ne, organization_name, program_type,
        credential_awarded, description, format, duration, total_cost, is_active, created_at)
      select (select id from users where email = 'bench-institution@example.com'), ${title}, ${titleNe},
        ${pick('organizations')}, (${pick('programTypes')})::program_type, 'CTEVT Certificate', ${description},
        (${pick('formats')})::delivery_format, (1 + i % 24) || ' months', 'NPR ' || (10000 + i % 90 * 1000),
        i % 10 <> 0, now() - (i || ' minutes')::interval
      from generate_series(1, ${programCount}) as g(i)`),
    );
  });
  await db.execute(sql`analyze courses`);
  await db.execute(sql`analyze programs`);
  return { courses: courseCount, programs: programCount };
}
