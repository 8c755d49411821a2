import type { JobType } from '#contract/lists.ts';
import { parseSalaryRange } from '#contract/jobs-rules.ts';
import { nepalToday } from '#contract/format/dates.ts';
import type { jobPostings } from '#server/db/schema/jobs.ts';
import { escapeHtml, type PageHead, type PageHeadRoute } from '#server/lib/page-head.ts';
import { cached } from '#server/lib/public-cache.ts';
import { isPublicJobRow } from '#server/lib/visibility.ts';
import { findJob, isOpenJob } from './jobs.service.ts';

type JobRow = typeof jobPostings.$inferSelect;

/** schema.org employmentType values for spec §9's job types. */
const EMPLOYMENT_TYPE: Record<JobType, string> = {
  'Full-time': 'FULL_TIME',
  'Part-time': 'PART_TIME',
  Contract: 'CONTRACTOR',
  Freelance: 'CONTRACTOR',
  Internship: 'INTERN',
};

const DESCRIPTION_MAX = 160;

function shorten(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > max / 2 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

/** The description as the small HTML schema.org asks for: the text, then the two lists. */
function descriptionHtml(job: JobRow): string {
  const list = (heading: string, items: readonly string[]) =>
    items.length ? `<h3>${heading}</h3><ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>` : '';
  return `<p>${escapeHtml(job.description)}</p>${list('Responsibilities', job.responsibilities)}${list('Requirements', job.requirements)}`;
}

/**
 * schema.org JobPosting (what search engines show in job search): title, description, dates,
 * employer, place (Nepal), employment type and, when the salary text has amounts, the salary in NPR
 * per month. The deadline is the end of that day in Nepal.
 */
export function jobPostingJsonLd(job: JobRow, pageUrl: string): Record<string, unknown> {
  const salary = parseSalaryRange(job.salaryRange);
  return {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: job.jobTitle,
    description: descriptionHtml(job),
    identifier: { '@type': 'PropertyValue', name: job.companyName, value: job.id },
    datePosted: job.postedAt.toISOString(),
    ...(job.applicationDeadline ? { validThrough: `${job.applicationDeadline}T23:59:59+05:45` } : {}),
    employmentType: EMPLOYMENT_TYPE[job.jobType],
    hiringOrganization: { '@type': 'Organization', name: job.companyName },
    jobLocation: {
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: job.location, addressCountry: 'NP' },
    },
    ...(salary
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: 'NPR',
            value: {
              '@type': 'QuantitativeValue',
              ...(salary.max === null ? { value: salary.min } : { minValue: salary.min, maxValue: salary.max }),
              unitText: 'MONTH',
            },
          },
        }
      : {}),
    skills: job.skillsRequired.join(', '),
    industry: job.category,
    directApply: true,
    url: pageUrl,
  };
}

/** The head of /jobs/:id for an open job. */
export function jobPageHeadOf(job: JobRow, publicUrl: string): PageHead {
  const url = `${publicUrl.replace(/\/$/, '')}/jobs/${job.id}`;
  const title = `${job.jobTitle} — ${job.companyName} | Sipalu`;
  const description = shorten(
    `${job.jobTitle} at ${job.companyName}, ${job.location}. ${job.description}`,
    DESCRIPTION_MAX,
  );
  return {
    title,
    description,
    canonical: url,
    openGraph: { type: 'website', site_name: 'Sipalu' },
    jsonLd: [jobPostingJsonLd(job, url)],
  };
}

/** `/jobs/:id`: an open job's head; closed, expired or unknown → the plain page (the SPA says so). */
export const jobPageHead: PageHeadRoute = {
  pattern: '/jobs/:id',
  resolve: ({ id = '' }, c) => {
    const { deps } = c.var;
    const today = nepalToday();
    // public and the same for everyone, so cached with the job list and dropped by the same writes
    return cached(deps, 'jobs', JSON.stringify(['page', id, today]), async () => {
      const job = await findJob(deps.db, id);
      return job && isOpenJob(job, today) && isPublicJobRow(job) ? jobPageHeadOf(job, deps.publicUrl) : null;
    });
  },
};
