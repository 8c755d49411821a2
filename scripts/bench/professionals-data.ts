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
