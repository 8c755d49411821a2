// Bulk job postings for the jobs benchmark: words, sentences, skills, places and companies of the
// seeded jobs recombined by generate_series in one INSERT, so 100,000 rows take seconds.
import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { EXPERIENCE_LEVELS, JOB_LIST_CHIPS, JOB_TYPES } from '#contract/lists.ts';
import { JOB_FORM_CATEGORIES, POSTED_WITHIN, SALARY_BANDS } from '#contract/jobs-rules.ts';
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

/** A posting planted in the bench data and the search that must show it in its top 3. */
export interface Planted {
  q: string;
  title: string;
  /** What it checks at scale. */
  note: string;
}

/**
 * Planted postings for ranking at scale: each is older than every generated posting, and 200 newer
 * decoys match the same search less well (only in the description, only some of the words, the
 * words apart), so only relevance, not recency, puts the planted one first.
 */
export const PLANTED: readonly (Planted & { decoy: { title: string; skill: string; description: string } })[] = [
  {
    q: 'sherpa rigging',
    title: 'Sherpa Rigging Specialist',
    note: 'title before description',
    decoy: { title: 'Porter', skill: 'Teamwork', description: 'Work beside our sherpa rigging crew.' },
  },
  {
    q: 'yak cheese',
    title: 'Yak Cheese Maker',
    note: 'phrase before the words apart',
    decoy: { title: 'Cheese Packer for Yak Farms', skill: 'Packing', description: 'Dairy work.' },
  },
  {
    q: 'rhododendron honey',
    title: 'Rhododendron Honey Harvester',
    note: 'all words before some',
    decoy: { title: 'Rhododendron Trail Guide', skill: 'Trekking', description: 'Guide walks.' },
  },
  {
    q: 'thangka',
    title: 'Studio Assistant',
    note: 'skill before description',
    decoy: { title: 'Shop Assistant', skill: 'Retail', description: 'A shop that sells thangka paintings.' },
  },
  {
    q: 'paraglidng pilot',
    title: 'Paragliding Pilot',
    note: 'typo in one word',
    decoy: { title: 'Project Officer', skill: 'Reporting', description: 'Runs a pilot scheme.' },
  },
  {
    q: 'mandir',
    title: 'Temple Restoration Carver',
    note: 'romanised Nepali',
    decoy: { title: 'Site Helper', skill: 'Lifting', description: 'A site beside the old temple.' },
  },
];

/** Inserts the planted postings (the oldest) and their decoys (the newest) by the bench company. */
export async function plantJobs(db: Db): Promise<void> {
  const rows = PLANTED.flatMap((planted, i) => [
    sql`(${planted.title}, array[${planted.title === 'Studio Assistant' ? 'Thangka Painting' : 'Patience'}]::text[],
      ${'Planted for the ranking check.'}, now() - interval '400 days' - ${i} * interval '1 minute')`,
    ...Array.from(
      { length: 200 },
      (_, n) =>
        sql`(${planted.decoy.title}, array[${planted.decoy.skill}]::text[], ${planted.decoy.description},
          now() - ${n * 37 + i} * interval '1 minute' - interval '30 seconds')`,
    ),
  ]);
  await db.execute(sql`
    insert into job_postings (posted_by, job_title, job_type, company_name, location, description,
      requirements, responsibilities, skills_required, experience_level, category, contact_email, posted_at)
    select (select id from users where email = 'bench-company@example.com'), v.title, 'Full-time', 'Bench Planted',
      'Kathmandu', v.description, '{}', '{}', v.skills, 'Entry Level', 'Other', 'jobs@bench.example', v.posted_at
    from (values ${sql.join(rows, sql`, `)}) as v(title, skills, description, posted_at)`);
  await db.execute(sql`analyze job_postings`);
}

// What people type on /jobs: a title word, a place, a company, a skill, a typo, a chip with and
// without search, several words, romanised Nepali, filters, a page past the end.
export const NAMED_JOB_QUERIES = [
  '',
  'q=developer',
  'category=Hospitality+%26+Tourism',
  'q=kathmandu',
  'q=electrecian',
  'q=pokhara&category=Hospitality+%26+Tourism',
  'q=react&page=2',
  'q=gorkha+builders',
  `q=${encodeURIComponent('इलेक्ट्रिसियन')}`,
  'q=junior+react',
  'q=react+developer+kathmandu',
  'q=dakarmi',
  'q=developer&type=Full-time&salary=40k-60k',
  'level=Entry+Level&posted=7d',
  'q=react&page=400',
];

/** A filter of the list for the i-th query of the tail, or none. */
function filterOf(i: number): string {
  switch (i % 6) {
    case 1:
      return `&type=${encodeURIComponent(JOB_TYPES[i % JOB_TYPES.length] as string)}`;
    case 2:
      return `&level=${encodeURIComponent(EXPERIENCE_LEVELS[i % EXPERIENCE_LEVELS.length] as string)}`;
    case 3:
      return `&salary=${SALARY_BANDS[i % SALARY_BANDS.length]}`;
    case 4:
      return `&posted=${POSTED_WITHIN[i % POSTED_WITHIN.length]}`;
    default:
      return '';
  }
}

/** The named queries, then a long tail of title words, places and skills × chips × filters × pages. */
export function jobsSearchLog(distinct: number): string[] {
  const words = [
    ...new Set(
      JOBS.flatMap((job) => [...job.jobTitle.split(/\s+/), job.location.split(',')[0] ?? '', ...job.skillsRequired])
        .map((word) => word.toLowerCase().replace(/[^a-z ]/g, ''))
        .filter((word) => word.length > 3),
    ),
  ];
  const tail: string[] = [];
  for (let i = 0; tail.length < distinct - NAMED_JOB_QUERIES.length; i++) {
    const word = words[i % words.length] as string;
    const variant = Math.floor(i / words.length);
    const page = 1 + (variant % 3);
    const chip =
      variant % 4 === 3 ? `&category=${encodeURIComponent(JOB_LIST_CHIPS[i % JOB_LIST_CHIPS.length] as string)}` : '';
    // every seventh query two words: the next word of the list after it
    const second = i % 7 === 6 ? `+${(words[(i + 11) % words.length] as string).replace(/ /g, '+')}` : '';
    tail.push(`q=${encodeURIComponent(word.slice(0, 3 + (variant % 5)))}${second}${chip}${filterOf(i)}&page=${page}`);
  }
  return [...new Set([...NAMED_JOB_QUERIES, ...tail])];
}
