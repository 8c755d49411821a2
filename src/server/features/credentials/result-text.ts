import { optionLabelKey } from '#contract/list-labels.ts';
import { PROGRAM_TYPES } from '#contract/lists.ts';
import { textIn } from '#server/lib/locale-text.ts';
import type { PageLanguage } from '#server/lib/page-language.ts';

// A credential signs its issuer's grade and remark, and the words Sipalu adds to its tags, in
// English (`narrative`, `tag`). The pages word them for their reader instead: the labels in the
// page's language around what the issuer typed, and Sipalu's own tag words translated. What the
// issuer typed (a grade, a remark, a skill) is shown as they typed it.

/** The tag each kind of credential adds after its skills (course-badge, service-badge). */
export const COURSE_TAG = 'Course';
export const TRAINING_TAG = 'Training';

const programTypes: readonly string[] = PROGRAM_TYPES;

/** The issuer's grade and remark, each on a line with its label: "Grade: A", "ग्रेड: A". */
export function resultLinesIn(noted: { grade?: string | null; remark?: string | null }, language: PageLanguage) {
  return [
    noted.grade ? `${textIn(language, 'credentials.page.grade')}: ${noted.grade}` : null,
    noted.remark ? `${textIn(language, 'credentials.page.remark')}: ${noted.remark}` : null,
  ].filter((line): line is string => line !== null);
}

/** A tag as a page in `language` names it: Sipalu's words (a program's type, "Course") translated. */
export function tagTextIn(tag: string, language: PageLanguage): string {
  if (language === 'en') return tag;
  if (tag === COURSE_TAG) return textIn(language, 'credentials.page.tagCourse');
  if (tag === TRAINING_TAG) return textIn(language, 'credentials.page.tagTraining');
  if (programTypes.includes(tag)) return textIn(language, optionLabelKey('programTypes', tag));
  return tag;
}
