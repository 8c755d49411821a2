// Option lists from spec §9, kept once and imported by the schema, the forms and the tests.

export const SERVICE_FORMATS = ['in-person', 'online', 'hybrid'] as const;
export type ServiceFormat = (typeof SERVICE_FORMATS)[number];

export const JOB_TYPES = ['Full-time', 'Part-time', 'Contract', 'Freelance', 'Internship'] as const;
export type JobType = (typeof JOB_TYPES)[number];

export const EXPERIENCE_LEVELS = ['Entry Level', 'Mid Level', 'Senior Level', 'Lead/Principal'] as const;
export type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number];

/** Categories offered on the job post form. */
export const JOB_CATEGORIES = [
  'Technology',
  'Healthcare',
  'Finance',
  'Education',
  'Marketing',
  'Sales',
  'Construction',
  'Hospitality',
  'Other',
] as const;

/** Chips above the public job list (the first is "All"). */
export const JOB_LIST_CHIPS = [
  'Construction & Trades',
  'Hospitality & Tourism',
  'Web Development',
  'Digital Marketing',
  'Modern Agriculture',
] as const;

export const PROGRAM_TYPES = ['College Degree', 'Professional Certification', 'Standalone Course', 'Workshop'] as const;
export type ProgramType = (typeof PROGRAM_TYPES)[number];

export const PROGRAM_ENROLLMENT_STATUSES = ['active', 'completed', 'withdrawn'] as const;

/**
 * decisions.md §6: pending → reviewed → shortlisted → interview → hired | rejected. 'withdrawn' is
 * never a company's choice: an open application is withdrawn when its applicant deletes their account.
 */
export const APPLICATION_STATUSES = [
  'pending',
  'reviewed',
  'shortlisted',
  'interview',
  'hired',
  'rejected',
  'withdrawn',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const COURSE_TECH_CATEGORIES = [
  'Digital Marketing',
  'Web Development',
  'Graphic Design & UI/UX',
  'IT Support & Networking',
  'Accounting',
  'College Degree',
  'Professional Certification',
] as const;

/** Everything that is not tech is the trades group; these are its chips. */
export const COURSE_TRADES_CATEGORIES = [
  'Hospitality & Tourism',
  'Construction & Trades',
  'Modern Agriculture',
  'Healthcare',
  'Electrical & Electronics',
  'Standalone Course',
  'Workshop',
] as const;

export const COURSE_CATEGORIES = [...COURSE_TECH_CATEGORIES, ...COURSE_TRADES_CATEGORIES] as const;
export type CourseCategory = (typeof COURSE_CATEGORIES)[number];

export const COURSE_SUBCATEGORIES = {
  tech: 'Tech & Digital Skills',
  trades: 'Skilled Trades & Services',
} as const;

export const PROFESSIONAL_CATEGORIES = [
  'Plumbing',
  'Electrical Work',
  'Carpentry',
  'Painting',
  'Home Cleaning',
  'Landscaping & Gardening',
  'Appliance Repair',
  'General Handyman',
] as const;
export type ProfessionalCategory = (typeof PROFESSIONAL_CATEGORIES)[number];

export const COMPANY_SIZES_SETUP = ['1-10', '11-50', '51-200', '201-500', '501+'] as const;
export const COMPANY_SIZES_EDIT = [
  '1-10 employees',
  '11-50 employees',
  '51-200 employees',
  '201-500 employees',
  '501-1000 employees',
  '1000+ employees',
] as const;

export const INDUSTRIES = [
  'Technology',
  'Healthcare',
  'Education',
  'Finance',
  'Manufacturing',
  'Retail',
  'Hospitality',
  'Construction',
  'Other',
] as const;

export const EDUCATION_LEVELS = ['High School', "Bachelor's", "Master's", 'PhD', 'Other'] as const;
