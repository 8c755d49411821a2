import type { LinkedinData } from '#contract/insights.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { DocumentPool } from '#server/lib/documents/document-pool.ts';
import { lookupSkill, skillByKey, skillKey } from './taxonomy.ts';

// A CV or LinkedIn "Save to PDF" profile → the analyzer's input (decisions.md §8). The file kind
// is decided by its bytes, never by its name or declared type, and the file is read by the
// document workers, within their caps and limits.

/** The plain text of a PDF or DOCX, one line per line of the document. */
export async function extractCvText(documents: DocumentPool, bytes: Uint8Array): Promise<string> {
  const result = await documents.textOf(bytes);
  if ('text' in result) return result.text;
  throw new AppError(
    'VALIDATION_ERROR',
    result.problem === 'unsupported' ? 'insights.errors.unsupportedFile' : 'insights.errors.unreadableFile',
  );
}

type Section = 'head' | 'contact' | 'summary' | 'skills' | 'experience' | 'education' | 'other';

const HEADINGS: [RegExp, Section][] = [
  [/^(contact|contact details|contact information|सम्पर्क)$/, 'contact'],
  [
    /^(summary|profile|about|about me|objective|career objective|professional summary|profile summary|परिचय|सारांश)$/,
    'summary',
  ],
  [
    /^(top skills|skills|key skills|technical skills|core skills|skills and abilities|skills & abilities|competencies|core competencies|सीप|सीपहरू|दक्षता)$/,
    'skills',
  ],
  [
    /^(experience|work experience|employment|employment history|work history|professional experience|अनुभव|कार्य अनुभव)$/,
    'experience',
  ],
  [
    /^(education|education and training|education & training|qualifications|academic qualifications|शिक्षा|शैक्षिक योग्यता)$/,
    'education',
  ],
  [
    /^(languages|certifications|licenses & certifications|honors-awards|honours|publications|references|interests|hobbies|trainings|training|projects|volunteering|भाषा|तालिम)$/,
    'other',
  ],
];

function headingOf(line: string): Section | null {
  const normal = line
    .toLowerCase()
    .replace(/[:：]+$/, '')
    .replace(/\s+/g, ' ')
    .trim();
  for (const [pattern, section] of HEADINGS) if (pattern.test(normal)) return section;
  return null;
}

const PERIOD =
  /((jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+)?(19|20)\d{2}\s*(-|–|—|to)\s*(((jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+)?(19|20)\d{2}|present|current|now|date)/i;
const YEAR = /\b(19|20)\d{2}\b/;

/** Words too general to count as a skill when seen in running text (a skills list still may). */
const SCAN_STOPLIST = new Set(
  [
    'communication',
    'analytics',
    'supervision',
    'leadership',
    'internet',
    'email',
    'organic',
    'hardware',
    'maintenance',
    'pricing',
    'billing',
    'costing',
    'editing',
    'hygiene',
    'packaging',
    'packing',
    'english',
    'cooking',
    'masonry',
    'mason',
    'accounts',
    'accounting',
    'wiring',
    'poultry',
    'plaster',
    'photography',
    'social media',
    'networking',
    'database',
    'internet',
    'reservations',
    'welding',
    'plumbing',
    'c',
    'ts',
    'js',
    'ps',
    'qa',
    'qc',
    'ai',
    'pos',
    'pms',
    'pan',
    'tds',
    'ird',
    'mig',
    'rcc',
    'nbc',
    'ohs',
    'boq',
    'ams',
  ].map(skillKey),
);

/** Known skills mentioned anywhere in `text` (word n-grams up to four words). */
export function scanSkills(text: string, { strict }: { strict: boolean }): string[] {
  const found: string[] = [];
  const seen = new Set<string>();
  for (const line of text.split(/\n/)) {
    const tokens = line.split(/[\s,;|•·/()]+/).filter(Boolean);
    for (let start = 0; start < tokens.length; start++) {
      for (let size = Math.min(4, tokens.length - start); size >= 1; size--) {
        const key = skillKey(tokens.slice(start, start + size).join(' '));
        if (!key || (strict && (key.length < 3 || SCAN_STOPLIST.has(key)))) continue;
        const skill = skillByKey(key);
        if (skill && !seen.has(skill.name)) {
          seen.add(skill.name);
          found.push(skill.name);
          start += size - 1;
          break;
        }
      }
    }
  }
  return found;
}

const splitList = (line: string) =>
  line
    .split(/[,;|•·]|\s{2,}/)
    .map((part) => part.replace(/^[-*–\s]+/, '').trim())
    .filter((part) => part.length > 1 && part.length <= 60);

function parseEntries(lines: string[]): { title: string; organization: string; period: string }[] {
  const entries: { title: string; organization: string; period: string }[] = [];
  let pending: string[] = [];
  for (const line of lines) {
    const period = PERIOD.exec(line) ?? (YEAR.test(line) && line.length <= 40 ? [line] : null);
    if (!period) {
      pending.push(line);
      continue;
    }
    const rest = line
      .replace(period[0], '')
      .replace(/\(\s*\d+\s+(year|month)[^)]*\)?/gi, '')
      .replace(/[\s()|,·–—-]+$/, '')
      .trim();
    const head = rest ? [...pending, rest] : pending;
    const [title, organization] = splitTitle(head);
    if (title) entries.push({ title, organization, period: period[0].trim() });
    pending = [];
  }
  return entries.slice(0, 30);
}

/** "Plumber at Narayani Works", "Plumber, Narayani Works" or two lines (LinkedIn: company, then title). */
function splitTitle(lines: string[]): [string, string] {
  const recent = lines
    .slice(-2)
    .map((line) => line.trim())
    .filter(Boolean);
  if (recent.length === 2) return [recent[1]!.slice(0, 300), recent[0]!.slice(0, 300)];
  const line = recent[0] ?? '';
  const parts = line.split(/\s+(?:at|@|-|–|—)\s+|,\s*|\s*\|\s*/);
  return [(parts[0] ?? '').trim().slice(0, 300), parts.slice(1).join(', ').trim().slice(0, 300)];
}

/**
 * Headline, summary, skills, experience and education from a CV's text. LinkedIn's PDF has
 * "Top Skills", "Summary", "Experience" and "Education" sections; a free-form CV is read by its
 * headings, and every known skill mentioned anywhere is added.
 */
export function parseCvText(text: string): LinkedinData {
  const lines = text
    .split(/\r?\n/)
    // control characters a document may hold are not text: the analysis would refuse them
    .map((line) => line.replace(/[\s\p{Cc}]+/gu, ' ').trim())
    .filter((line) => line !== '' && !/^page \d+ of \d+$/i.test(line));
  const sections: Record<Section, string[]> = {
    head: [],
    contact: [],
    summary: [],
    skills: [],
    experience: [],
    education: [],
    other: [],
  };
  // LinkedIn's PDF starts with its side column (Contact, Top Skills, Languages…); the name,
  // headline and location are the lines just before Summary (or Experience)
  const firstHeading = lines.findIndex((line) => headingOf(line) !== null);
  let nameBlock: string[] = [];
  if (firstHeading >= 0 && headingOf(lines[firstHeading]!) === 'contact') {
    const main = lines.findIndex((line) => ['summary', 'experience'].includes(headingOf(line) ?? ''));
    if (main >= 3) {
      const size = /,/.test(lines[main - 1]!) ? 3 : 2;
      nameBlock = lines.slice(main - size, main);
      lines.splice(main - size, size);
    }
  }
  let current: Section = 'head';
  for (const line of lines) {
    const heading = headingOf(line);
    if (heading) {
      current = heading;
      continue;
    }
    sections[current].push(line);
  }
  const head = [...nameBlock, ...sections.head].filter(
    (line) => !/@|https?:|www\.|linkedin\.com|^\+?\d[\d\s-]{6,}$/.test(line),
  );
  const headline = (head.length >= 2 ? head[1] : '') ?? '';
  const labelled = /^(address|location|ठेगाना)\s*[:：]\s*/i;
  const location = (
    head.slice(2).find((line) => /,/.test(line) && line.length <= 60 && !PERIOD.test(line)) ??
    lines.find((line) => labelled.test(line)) ??
    ''
  ).replace(labelled, '');

  const listed = sections.skills.flatMap(splitList);
  const skills: string[] = [];
  const seen = new Set<string>();
  // known skills under their canonical name, so the review step shows each once
  const add = (typed: string) => {
    const skill = lookupSkill(typed)?.name ?? typed;
    const key = skillKey(skill);
    if (key && !seen.has(key)) {
      seen.add(key);
      skills.push(skill);
    }
  };
  for (const skill of listed) {
    // a listed phrase that hides known skills ("Plumbing and pipe fitting") yields those
    const inside = scanSkills(skill, { strict: false });
    if (inside.length > 0 && !skillByKey(skillKey(skill))) inside.forEach(add);
    else add(skill);
  }
  const body = [headline, ...sections.summary, ...sections.experience, ...sections.other].join('\n');
  for (const skill of scanSkills(body, { strict: true })) add(skill);

  const education = parseEntries(sections.education).map((entry) => ({
    school: entry.organization || entry.title,
    degree: entry.organization ? entry.title : '',
    period: entry.period,
  }));
  return {
    headline: headline.slice(0, 300),
    summary: sections.summary.join(' ').slice(0, 4000),
    skills: skills.slice(0, 60).map((skill) => skill.slice(0, 80)),
    experience: parseEntries(sections.experience),
    education,
    location: location.slice(0, 100),
  };
}
