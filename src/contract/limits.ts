// Limits from spec §9.
const MB = 1024 * 1024;

export const LIMITS = {
  emailMax: 255,
  fullNameMin: 2,
  fullNameMax: 100,
  passwordMin: 6,
  /** argon2 accepts long inputs, but nobody types more; bounds the hashing work. */
  passwordMax: 128,
  headlineMax: 100,
  profileImageBytes: 5 * MB,
  bannerImageBytes: 10 * MB,
  jobCardSkills: 5,
  dashboardEnrolledCourses: 3,
  /** Transfers a professional or an institution sees, newest first; their paid-out figure counts all. */
  payoutsShown: 10,
  dashboardSkills: 6,
  networkRecommendedCourses: 4,
  networkMatchingJobs: 3,
  recentApplications: 10,
  proficiencyMin: 1,
  proficiencyMax: 5,
  mapBoxDegrees: 0.01,
} as const;

/**
 * Bytes one account may keep stored: resumes and lesson videos together (decision 012). Four
 * videos of the largest size (500 MB), or hundreds of resumes (5 MB each).
 */
export const STORAGE_QUOTA_BYTES = 2 * 1024 * MB;
