import { JOB_POSTING_CATEGORIES, POSTED_WITHIN, SALARY_BANDS } from './jobs-rules.ts';
import { CATALOGUE_DURATIONS, CATALOGUE_LEVELS, CATALOGUE_PRICES } from './catalogue-rules.ts';
import { HOURLY_RATE_BANDS } from './services-rules.ts';
import {
  APPLICATION_STATUSES,
  COMPANY_SIZES_EDIT,
  COMPANY_SIZES_SETUP,
  COURSE_CATEGORIES,
  COURSE_SUBCATEGORIES,
  EDUCATION_LEVELS,
  EXPERIENCE_LEVELS,
  INDUSTRIES,
  JOB_TYPES,
  PROFESSIONAL_CATEGORIES,
  PROGRAM_ENROLLMENT_STATUSES,
  PROGRAM_TYPES,
  SERVICE_FORMATS,
} from './lists.ts';

// The option lists are stored and sent as their English values (spec §9); people see them through
// labels in the `lists` text namespace, `lists.<list>.<slug>`, in English and Nepali. Every form,
// card and filter that shows a list value shows its label (list-labels.test.ts checks every value
// of every list has one in both languages).

/** Each labelled list by the name its labels go under. */
export const LABELLED_LISTS = {
  serviceFormats: SERVICE_FORMATS,
  jobTypes: JOB_TYPES,
  experienceLevels: EXPERIENCE_LEVELS,
  /** The post form's categories and the job list's chips. */
  jobCategories: JOB_POSTING_CATEGORIES,
  programTypes: PROGRAM_TYPES,
  programEnrollmentStatuses: PROGRAM_ENROLLMENT_STATUSES,
  applicationStatuses: APPLICATION_STATUSES,
  /** Course categories; a program's category is its program type, also one of these. */
  courseCategories: COURSE_CATEGORIES,
  courseSubcategories: Object.values(COURSE_SUBCATEGORIES),
  professionalCategories: PROFESSIONAL_CATEGORIES,
  /** The setup form's short sizes and the edit form's longer ones. */
  companySizes: [...COMPANY_SIZES_SETUP, ...COMPANY_SIZES_EDIT],
  industries: INDUSTRIES,
  educationLevels: EDUCATION_LEVELS,
  /** The job list's salary and "posted within" filters. */
  salaryBands: SALARY_BANDS,
  postedWithin: POSTED_WITHIN,
  /** The catalogue's price, duration and skill-level filters (its format filter uses serviceFormats). */
  cataloguePrices: CATALOGUE_PRICES,
  catalogueDurations: CATALOGUE_DURATIONS,
  catalogueLevels: CATALOGUE_LEVELS,
  /** The directory's hourly-rate filter (its online / in-person filter uses serviceFormats). */
  hourlyRates: HOURLY_RATE_BANDS,
} as const satisfies Record<string, readonly string[]>;

export type LabelledList = keyof typeof LABELLED_LISTS;

/** A value as a key segment: "Lead/Principal" → "lead-principal", "Bachelor's" → "bachelor-s". */
export function labelSlug(value: string): string {
  return value
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The text key of a list value's label: ("jobTypes", "Full-time") → "lists.jobTypes.full-time". */
export function optionLabelKey(list: LabelledList, value: string): string {
  return `lists.${list}.${labelSlug(value)}`;
}
