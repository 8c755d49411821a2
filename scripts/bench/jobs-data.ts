// Bulk job postings for the jobs benchmark: words, sentences, skills, places and companies of the
// seeded jobs recombined by generate_series in one INSERT, so 100,000 rows take seconds.
import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { EXPERIENCE_LEVELS, JOB_LIST_CHIPS, JOB_TYPES } from '#contract/lists.ts';
import { JOB_FORM_CATEGORIES } from '#contract/jobs-rules.ts';
import { JOBS } from '#server/db/seed/jobs.data.ts';

const words = (texts: string[]) => [...new Set(texts.flatMap((text) => text.split(/\s+/)).filter(Boolean))];
const sentences = (texts: string[]) =>
  texts.flatMap((text) => text.split(/(?<=[.!?।])\s+/)).filter((sentence) => sentence.length > 20);

const VOCAB = {
  titleWords: words(JOBS.map((job) => job.jobTitle)),
  titleNeWords: words(JOBS.map((job) => job.jobTitleNe)),
  sentences: sentences(JOBS.map((job) => job.description)),
  lines: [...new Set(JOBS.flatMap((job) => [...job.requirements, ...job.responsibilities]))],
  skills: [...new Set(JOBS.flatMap((job) => job.skillsRequired))],
  locations: [...new Set(JOBS.map((job) => job.location))],
  companies: [
    'Sagarmatha Digital',
    'Gorkha Builders',
    'Koshi Infrastructure',
    'Fewa Lakeside Hospitality',
    'Himalayan Heritage Hotels',
    'Annapurna Agro Farms',
    'Nepal Skills Placement',
    'Bagmati Bakery',
    'Lumbini Solar',
    'Everest Tech Labs',
  ],
  categories: [...JOB_LIST_CHIPS, ...JOB_FORM_CATEGORIES],
  types: [...JOB_TYPES],
  levels: [...EXPERIENCE_LEVELS],
};

const literal = (values: readonly string[]) =>
  `array[${values.map((value) => `'${value.replaceAll("'", "''")}'`).join(',')}]::text[]`;
/** A random element of a vocabulary array (random() is seeded, so every run builds the same rows). */
const pick = (name: keyof typeof VOCAB) =>
  `(${literal(VOCAB[name])})[1 + floor(random() * ${VOCAB[name].length})::int]`;

/**
 * Inserts `count` postings by one bench company, one a minute back in time: 9 in 10 active, 1 in 8
 * with a deadline of which a third has passed, 3 in 5 with a salary.
 */
export async function generateJobs(db: Db, count: number): Promise<number> {
  const title = `initcap(${pick('titleWords')} || ' ' || ${pick('titleWords')})`;
  const titleNe = `${pick('titleNeWords')} || ' ' || ${pick('titleNeWords')}`;
  const description = `${pick('sentences')} || ' ' || ${pick('sentences')} || ' ' || ${pick('sentences')}`;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select setseed(0.42)`);
    await tx.execute(sql.raw(`insert into users (name, email) values ('Bench Company', 'bench-company@example.com')`));
    await tx.execute(
      sql.raw(`
      insert into job_postings (posted_by, job_title, job_title_ne, job_type, company_name, location, description,
        requirements, responsibilities, skills_required, experience_level, category, salary_range, contact_email,
        application_deadline, is_active, posted_at)
      select (select id from users where email = 'bench-company@example.com'), ${title}, ${titleNe},
        (${pick('types')})::job_type, ${pick('companies')}, ${pick('locations')}, ${description},
        array[${pick('lines')}, ${pick('lines')}, ${pick('lines')}],
        array[${pick('lines')}, ${pick('lines')}, ${pick('lines')}],
        array[${pick('skills')}, ${pick('skills')}, ${pick('skills')}, ${pick('skills')}],
        (${pick('levels')})::experience_level, ${pick('categories')},
        case when i % 5 < 3 then 'NPR ' || (20 + i % 40) || ',000 - ' || (60 + i % 60) || ',000' end,
        'jobs@bench.example',
        case when i % 8 = 0 then current_date + (i % 90 - 30) end,
        i % 10 <> 0, now() - (i || ' minutes')::interval
      from generate_series(1, ${count}) as g(i)`),
    );
  });
  await db.execute(sql`analyze job_postings`);
  return count;
}
