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

/**
 * Planted courses for ranking at scale: each is older than every generated course and has no
 * learners, and 200 newer decoys with 40 learners each match the same search less well (only in
 * the skills or the description, only some of the words, the words apart), so only relevance, not
 * popularity or recency, puts the planted one first.
 */
export const PLANTED_COURSES: readonly {
  q: string;
  title: string;
  note: string;
  decoy: { title: string; skill: string; description: string };
}[] = [
  {
    q: 'thangka painting',
    title: 'Thangka Painting Foundations',
    note: 'phrase before the words apart',
    decoy: { title: 'Painting Walls with Thangka Motifs', skill: 'Colour Mixing', description: 'Wall art.' },
  },
  {
    q: 'yak cheese',
    title: 'Yak Cheese Making',
    note: 'title before skills',
    decoy: { title: 'Dairy Hygiene Basics', skill: 'Yak Cheese Grading', description: 'Clean dairy work.' },
  },
  {
    q: 'bamboo furniture',
    title: 'Bamboo Furniture Craft',
    note: 'title before description',
    decoy: { title: 'Workshop Safety Basics', skill: 'Hand Tools', description: 'A shop that makes bamboo furniture.' },
  },
  {
    q: 'drone survey mapping',
    title: 'Drone Survey and Mapping',
    note: 'all words before some',
    decoy: { title: 'Drone Photography Basics', skill: 'Camera Settings', description: 'Aerial photos.' },
  },
  {
    q: 'रुद्राक्ष खेती',
    title: 'Rudraksha Farming',
    note: 'Nepali title',
    decoy: { title: 'Orchard Planning', skill: 'Saplings', description: 'रुद्राक्ष र अन्य बोटबिरुवा।' },
  },
  {
    q: 'mandir',
    title: 'Temple Woodcarving Restoration',
    note: 'romanised Nepali',
    decoy: { title: 'Site Helper Basics', skill: 'Lifting', description: 'Work beside the old temple.' },
  },
];

/** Inserts the planted courses (the oldest, no learners) and their decoys (newer, 40 learners each). */
export async function plantCourses(db: Db): Promise<void> {
  const titleNe = (title: string) => (title === 'Rudraksha Farming' ? 'रुद्राक्ष खेती' : null);
  const rows = PLANTED_COURSES.flatMap((planted, i) => [
    sql`(${planted.title}, ${titleNe(planted.title)}, ${'Planted for the ranking check.'}, array['Patience']::text[], 0,
      now() - interval '800 days' - ${i} * interval '1 minute')`,
    ...Array.from(
      { length: 200 },
      (_, n) =>
        sql`(${planted.decoy.title}, ${null}, ${planted.decoy.description}, array[${planted.decoy.skill}]::text[], 40,
          now() - ${n * 37 + i} * interval '1 minute' - interval '30 seconds')`,
    ),
  ]);
  await db.execute(sql`
    insert into courses (title, title_ne, description, key_skills, learners, duration, category, created_at)
    select v.title, v.title_ne, v.description, v.skills, v.learners, '3 months', 'Standalone Course', v.created_at
    from (values ${sql.join(rows, sql`, `)}) as v(title, title_ne, description, skills, learners, created_at)`);
  await db.execute(sql`analyze courses`);
}
