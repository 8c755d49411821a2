// Bulk professionals for the directory benchmark: names, trades, towns and services of the seeded
// professionals recombined by generate_series, so 20,000 professionals take seconds.
import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { PROFESSIONAL_CATEGORIES } from '#contract/lists.ts';
import { PROFESSIONALS } from '#server/db/seed/professionals.data.ts';

const words = (texts: string[]) => [...new Set(texts.flatMap((text) => text.split(/\s+/)).filter(Boolean))];

const VOCAB = {
  firstNames: [
    'Ramesh',
    'Sita',
    'Bikash',
    'Anjali',
    'Hari',
    'Krishna',
    'Sunil',
    'Maya',
    'Dipak',
    'Gita',
    'Rajendra',
    'Prakash',
    'Kiran',
    'Nabin',
    'Sarita',
    'Bimal',
    'Asha',
    'Suman',
  ],
  lastNames: [
    'Thapa',
    'Gurung',
    'Shrestha',
    'Rai',
    'Magar',
    'Chaudhary',
    'Lama',
    'Poudel',
    'Bhandari',
    'Yadav',
    'Karki',
    'Tamang',
    'Adhikari',
    'KC',
  ],
  headlines: PROFESSIONALS.map((professional) => professional.headline),
  bios: PROFESSIONALS.map((professional) => professional.bio),
  areas: [
    ...new Set(PROFESSIONALS.map((professional) => professional.serviceArea)),
    'Dharan, Sunsari',
    'Hetauda, Makwanpur',
    'Nepalgunj, Banke',
    'Dhangadhi, Kailali',
    'Janakpur, Dhanusha',
  ],
  skills: [...new Set(PROFESSIONALS.flatMap((professional) => professional.skills))],
  serviceTitles: PROFESSIONALS.flatMap((professional) => professional.services.map((service) => service.title)),
  serviceDescriptions: PROFESSIONALS.flatMap((professional) =>
    professional.services.map((service) => service.description),
  ),
  categories: [...PROFESSIONAL_CATEGORIES],
  titleWords: words(PROFESSIONALS.flatMap((professional) => professional.services.map((service) => service.title))),
};

const literal = (values: readonly string[]) =>
  `array[${values.map((value) => `'${value.replaceAll("'", "''")}'`).join(',')}]::text[]`;
const pick = (name: keyof typeof VOCAB) =>
  `(${literal(VOCAB[name])})[1 + floor(random() * ${VOCAB[name].length})::int]`;

/** `count` professionals with one or two services each and a few reviews from bench customers. */
export async function generateProfessionals(db: Db, count: number): Promise<{ services: number; reviews: number }> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select setseed(0.42)`);
    await tx.execute(
      sql.raw(`
      insert into users (name, email)
      select ${pick('firstNames')} || ' ' || ${pick('lastNames')}, 'bench-pro-' || i || '@example.com'
      from generate_series(1, ${count}) as g(i)`),
    );
    await tx.execute(
      sql.raw(`
      insert into profiles (id, full_name, headline, bio, skills, category, service_area, years_experience,
        hourly_rate, is_verified, profile_complete, completion_percentage, updated_at)
      select u.id, u.name, ${pick('headlines')}, ${pick('bios')}, array[${pick('skills')}, ${pick('skills')}, ${pick('skills')}],
        ${pick('categories')}, ${pick('areas')}, (random() * 30)::int, (400 + random() * 1200)::int, random() < 0.7,
        true, 60, now() - (random() * 300 || ' days')::interval
      from users u where u.email like 'bench-pro-%'`),
    );
    await tx.execute(
      sql.raw(`
      insert into user_roles (user_id, role) select id, 'professional' from users where email like 'bench-pro-%'`),
    );
    await tx.execute(
      sql.raw(`
      insert into services (professional_id, title, description, format, location, duration, skills_gained, price, created_at)
      select u.id, ${pick('serviceTitles')}, ${pick('serviceDescriptions')},
        (array['in-person','online','hybrid'])[1 + floor(random() * 3)::int]::delivery_format,
        ${pick('areas')}, '2 hours', array[${pick('skills')}, ${pick('skills')}], (500 + random() * 5000)::int,
        now() - (random() * 200 || ' days')::interval
      from users u cross join generate_series(1, 2) as s(n)
      where u.email like 'bench-pro-%' and (s.n = 1 or random() < 0.5)`),
    );
    await tx.execute(
      sql.raw(`
      insert into users (name, email)
      select ${pick('firstNames')} || ' ' || ${pick('lastNames')}, 'bench-customer-' || i || '@example.com'
      from generate_series(1, 500) as g(i)`),
    );
    await tx.execute(
      sql.raw(`
      insert into reviews (reviewer_id, professional_id, service_id, rating, comment, created_at)
      select distinct on (c.id, s.id) c.id, s.professional_id, s.id, 3 + floor(random() * 3)::int,
        'Good work, on time and tidy.', now() - (random() * 100 || ' days')::interval
      from services s
        join lateral (select id from users where email like 'bench-customer-%' order by random() limit 1) c on true
      where random() < 0.6`),
    );
  });
  await db.execute(sql`analyze`);
  const [counts] = (
    (await db.execute(
      sql`select (select count(*)::int from services) as services, (select count(*)::int from reviews) as reviews`,
    )) as unknown as { rows: { services: number; reviews: number }[] }
  ).rows;
  return counts ?? { services: 0, reviews: 0 };
}

/**
 * Professionals who are the exact match of a search yet look weak (unverified, not updated for two
 * years), each among 200 decoys that look strong (verified, updated this week) and hold the search's
 * words only in their bio or a service description, or only some of them in their headline.
 */
export const PLANTED_PROFESSIONALS = [
  {
    q: 'borewell drilling',
    name: 'Planted Borewell',
    headline: 'Borewell drilling and hand pumps',
    decoy: 'Drilling and wall fixing',
  },
  {
    q: 'thangka painting',
    name: 'Planted Thangka',
    headline: 'Thangka painting and restoration',
    decoy: 'House painting and colour advice',
  },
  {
    q: 'bamboo furniture chitwan',
    name: 'Planted Bamboo',
    headline: 'Bamboo furniture made in Chitwan',
    decoy: 'Furniture repair in Chitwan',
  },
  {
    q: 'cctv camera installation',
    name: 'Planted Cctv',
    headline: 'CCTV camera installation for shops',
    decoy: 'Camera repair and installation',
  },
  {
    q: 'biogas plant repair',
    name: 'Planted Biogas',
    headline: 'Biogas plant repair and servicing',
    decoy: 'Plant nursery and garden repair',
  },
  {
    q: 'dhara mistri dharan',
    name: 'Planted Dharan Plumber',
    headline: 'Plumber in Dharan',
    decoy: 'Plumbing fixtures shop',
  },
] as const;

const quote = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** Inserts the planted professionals and their decoys (one service each). */
export async function plantProfessionals(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [i, planted] of PLANTED_PROFESSIONALS.entries()) {
      const words = planted.q.replace('dhara mistri', 'plumber');
      const theirs = `(email = 'bench-planted-${i}@example.com' or email like 'bench-decoy-${i}-%')`;
      // one statement per call: PGlite prepares each
      for (const statement of [
        `insert into users (name, email) values (${quote(planted.name)}, 'bench-planted-${i}@example.com')`,
        `insert into users (name, email)
          select 'Decoy ${i}.' || g.i, 'bench-decoy-${i}-' || g.i || '@example.com' from generate_series(1, 200) g(i)`,
        `insert into profiles (id, full_name, headline, bio, category, service_area, hourly_rate, is_verified,
          profile_complete, completion_percentage, updated_at)
        select id, name, ${quote(planted.headline)}, 'Ask me for a quote.', 'General Handyman', 'Nepal', 900, false,
          true, 60, now() - interval '730 days'
        from users where email = 'bench-planted-${i}@example.com'`,
        `insert into profiles (id, full_name, headline, bio, category, service_area, hourly_rate, is_verified,
          profile_complete, completion_percentage, updated_at)
        select id, name, ${quote(planted.decoy)}, ${quote(`Customers ask me about ${words} too; I do everything.`)},
          'General Handyman', 'Kathmandu', 900, true, true, 60, now() - interval '1 day'
        from users where email like 'bench-decoy-${i}-%'`,
        `insert into user_roles (user_id, role) select id, 'professional' from users where ${theirs}`,
        `insert into services (professional_id, title, description, format, location, duration, price, created_at)
          select u.id, case when u.email like 'bench-planted-%' then ${quote(planted.headline)} else ${quote(planted.decoy)} end,
            ${quote(`Everything about ${words} and more.`)}, 'in-person', 'Nepal', '2 hours', 1000, now()
          from users u where ${theirs}`,
      ]) {
        await tx.execute(sql.raw(statement));
      }
    }
  });
}

/**
 * The directory's search log: `distinct` queries in a log's shape, most asked first (named ones,
 * then trades, places, romanised words and their pairs, with chips, filters and pages).
 */
export function directorySearchLog(named: readonly string[], distinct: number): string[] {
  const trades = ['plumber', 'electrician', 'cleaning', 'painting', 'carpentry', 'garden', 'repair', 'solar'];
  const towns = ['pokhara', 'kathmandu', 'lalitpur', 'butwal', 'dharan', 'bhaktapur', 'chitwan', 'biratnagar'];
  const romanised = ['dhara mistri', 'bijuli mistri', 'sikarmi', 'safai', 'marmat'];
  const words = [...new Set([...VOCAB.titleWords.map((word) => word.toLowerCase().replace(/[^a-z]/g, ''))])].filter(
    (word) => word.length >= 3,
  );
  const filters = ['', '&verified=1', '&rating=4', '&delivery=online', '&rate=500-1000', '&province=gandaki'];
  const log = [...named];
  const add = (query: string) => {
    if (log.length < distinct && !log.includes(query)) log.push(query);
  };
  for (const trade of trades) for (const town of towns) add(`q=${encodeURIComponent(`${trade} ${town}`)}`);
  for (const word of [...trades, ...towns, ...romanised]) add(`q=${encodeURIComponent(word)}`);
  for (const word of words) add(`q=${encodeURIComponent(word)}`);
  for (const filter of filters.slice(1)) for (const trade of trades) add(`q=${trade}${filter}`);
  for (const category of VOCAB.categories) add(`category=${encodeURIComponent(category)}`);
  for (const page of [2, 3, 5]) for (const trade of trades) add(`q=${trade}&page=${page}`);
  for (const word of words) for (const town of towns) add(`q=${encodeURIComponent(`${word} ${town}`)}`);
  return log;
}
