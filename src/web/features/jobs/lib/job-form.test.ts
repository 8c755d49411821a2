import { describe, expect, it } from 'vitest';
import type { CompanyJob } from '#contract/company-jobs.ts';
import { JobPostInput } from '#contract/company-jobs.ts';
import { JOB_FORM_CATEGORIES } from '#contract/jobs-rules.ts';
import { categoryOptions, jobFormValues } from './job-form.ts';

const defaults = { email: 'hr@sagarmatha.example' };

const job: CompanyJob = {
  id: 'job-1',
  jobTitle: 'Junior React Developer',
  jobTitleNe: null,
  companyName: 'Sagarmatha Digital',
  companyLogoUrl: null,
  companyVerified: true,
  clientName: null,
  jobType: 'Full-time',
  experienceLevel: 'Entry Level',
  location: 'Lalitpur',
  locationNe: { detail: '', place: 'ललितपुर, ललितपुर' },
  category: 'Web Development',
  salaryRange: 'NPR 35,000 - 50,000',
  salary: { min: 35000, max: 50000 },
  description: 'Build React screens.',
  descriptionNe: null,
  skillsRequired: ['React', 'Git'],
  postedAt: '2026-11-01T00:00:00.000Z',
  applicationDeadline: '2026-12-31',
  requirements: ['JavaScript', 'A React project'],
  responsibilities: ['Build components'],
  contactEmail: 'jobs@sagarmatha.example',
  isActive: true,
  isOpen: true,
  applicantCount: 3,
  pendingCount: 1,
  updatedAt: '2026-11-01T00:00:00.000Z',
  heldAt: null,
  heldReason: null,
  districtId: 'lalitpur',
  localLevelId: 'lalitpur-lalitpur',
  locationDetail: 'Jhamsikhel',
};

describe('job post form values', () => {
  it('starts a new posting with the company e-mail, every choice unmade, no client', () => {
    const values = jobFormValues(null, defaults);
    expect(values).not.toHaveProperty('companyName');
    expect(values.clientName).toBe('');
    expect(values.contactEmail).toBe('hr@sagarmatha.example');
    expect(values.jobType).toBe('');
    expect(values.category).toBe('');
  });

  it('an untouched new form fails on the title first, as the dialog shows it', () => {
    const result = JobPostInput.safeParse(jobFormValues(null, defaults));
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['jobTitle']);
  });

  it('edits a posting as the lists were typed, and saving it unchanged gives the same posting', () => {
    const values = jobFormValues(job, defaults);
    expect(values.requirements).toBe('JavaScript\nA React project');
    expect(values.skillsRequired).toBe('React, Git');
    const parsed = JobPostInput.parse(values);
    expect(parsed.requirements).toEqual(job.requirements);
    expect(parsed.responsibilities).toEqual(job.responsibilities);
    expect(parsed.skillsRequired).toEqual(job.skillsRequired);
    expect(parsed.applicationDeadline).toBe('2026-12-31');
    // the place as picked, and only the text the company typed
    expect(parsed).toMatchObject({ districtId: 'lalitpur', localLevelId: 'lalitpur-lalitpur', location: 'Jhamsikhel' });
  });

  it('takes a district without any text, but not neither', () => {
    const values = { ...jobFormValues(job, defaults), location: '' };
    expect(JobPostInput.parse(values).location).toBeNull();
    const result = JobPostInput.safeParse({ ...values, districtId: '', localLevelId: '' });
    expect(result.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['location'], 'jobForm.validation.locationRequired'],
    ]);
  });

  it('keeps a category the form does not offer when editing', () => {
    expect(categoryOptions('Web Development')[0]).toBe('Web Development');
    expect(categoryOptions('Technology')).toEqual(JOB_FORM_CATEGORIES);
    expect(categoryOptions('')).toEqual(JOB_FORM_CATEGORIES);
  });
});
