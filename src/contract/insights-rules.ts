// Zod-free insights constants the web card needs at runtime (the dashboard imports only types
// from insights.ts).

export const INSIGHTS_LIMITS = {
  cvBytes: 5 * 1024 * 1024,
  skillsMax: 60,
  skillMax: 80,
  headlineMax: 300,
  summaryMax: 4000,
  entriesMax: 30,
  entryFieldMax: 300,
  nextSkills: 6,
  careerPaths: 3,
  courses: 4,
  jobs: 3,
} as const;

/**
 * Demo Mode's fixed sample profile (spec §7): an apprentice plumber in Chitwan who wants to grow
 * into building services.
 */
export const DEMO_LINKEDIN_DATA = {
  headline: 'Apprentice Plumber | Sanitary fitting and pipe work',
  summary:
    'Two years as an apprentice plumber in Bharatpur, fitting bathrooms and water lines in new houses. I want to take on whole building projects.',
  skills: ['Pipe Fitting', 'Sanitary Installation', 'Leak Repair', 'Customer Service', 'MS Excel'],
  experience: [
    { title: 'Apprentice Plumber', organization: 'Narayani Plumbing Works', period: '2023 - present' },
    { title: 'Helper', organization: 'Chitwan Builders', period: '2022 - 2023' },
  ],
  education: [{ school: 'Shree Janata Secondary School', degree: 'SEE', period: '2021' }],
  location: 'Bharatpur, Chitwan',
} as const;
