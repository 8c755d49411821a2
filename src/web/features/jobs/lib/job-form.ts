import type { CompanyJob } from '#contract/company-jobs.ts';
import { commaText, JOB_FORM_CATEGORIES, linesText } from '#contract/jobs-rules.ts';

/** What the job post dialog holds: strings for every input, '' for a select nobody has chosen. */
export interface JobFormValues {
  jobTitle: string;
  jobType: string;
  /** An agency's client; the form shows it to agencies only. */
  clientName: string;
  /** The ward, street or area; the whole location when no district is picked. */
  location: string;
  districtId: string;
  localLevelId: string;
  description: string;
  requirements: string;
  responsibilities: string;
  skillsRequired: string;
  experienceLevel: string;
  category: string;
  contactEmail: string;
  salaryRange: string;
  applicationDeadline: string;
}

/**
 * The dialog's fields (in the order it shows them, which is the order errors are reported) for a
 * new posting — the company's e-mail filled in — or for editing one of mine. The company itself is
 * the account's profile, shown read-only, never a field.
 */
export function jobFormValues(job: CompanyJob | null, defaults: { email: string }): JobFormValues {
  if (!job) {
    return {
      jobTitle: '',
      jobType: '',
      clientName: '',
      location: '',
      districtId: '',
      localLevelId: '',
      description: '',
      requirements: '',
      responsibilities: '',
      skillsRequired: '',
      experienceLevel: '',
      category: '',
      contactEmail: defaults.email,
      salaryRange: '',
      applicationDeadline: '',
    };
  }
  return {
    jobTitle: job.jobTitle,
    jobType: job.jobType,
    clientName: job.clientName ?? '',
    location: job.locationDetail,
    districtId: job.districtId ?? '',
    localLevelId: job.localLevelId ?? '',
    description: job.description,
    requirements: linesText(job.requirements),
    responsibilities: linesText(job.responsibilities),
    skillsRequired: commaText(job.skillsRequired),
    experienceLevel: job.experienceLevel,
    category: job.category,
    contactEmail: job.contactEmail,
    salaryRange: job.salaryRange ?? '',
    applicationDeadline: job.applicationDeadline?.slice(0, 10) ?? '',
  };
}

/**
 * The categories the select offers: the form's list, plus the posting's own category when it is
 * not in it (a demo posting filed under a chip name keeps its category when edited).
 */
export function categoryOptions(current: string): readonly string[] {
  return current && !(JOB_FORM_CATEGORIES as readonly string[]).includes(current)
    ? [current, ...JOB_FORM_CATEGORIES]
    : JOB_FORM_CATEGORIES;
}
