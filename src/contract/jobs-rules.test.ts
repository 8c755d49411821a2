import { describe, expect, it } from 'vitest';
import { JOB_LIST_CHIPS } from './lists.ts';
import {
  canMoveTo,
  JOB_CHIP_CATEGORIES,
  JOB_FORM_CATEGORIES,
  nextStatuses,
  parseCommaList,
  parseLines,
  parseSalaryRange,
  resumeFileProblem,
  successRateOf,
} from './jobs-rules.ts';
import { JobPostInput } from './company-jobs.ts';

describe('list fields of the post form (spec §5)', () => {
  it('takes one requirement per line, trimmed, blank lines dropped', () => {
    expect(parseLines('  First\n\n   \r\nSecond  \n')).toEqual(['First', 'Second']);
  });

  it('takes comma-separated skills, trimmed, blanks dropped', () => {
    expect(parseCommaList(' React, ,TypeScript ,, Git ')).toEqual(['React', 'TypeScript', 'Git']);
  });
});

describe('chips and categories', () => {
  it('maps every chip to its own name and to one category the post form offers', () => {
    for (const chip of JOB_LIST_CHIPS) {
      const categories = JOB_CHIP_CATEGORIES[chip];
      expect(categories).toContain(chip);
      expect(
        categories.filter((category) => (JOB_FORM_CATEGORIES as readonly string[]).includes(category)),
      ).toHaveLength(1);
    }
  });

  it('accepts a chip name as the category of an edited demo posting', () => {
    const base = {
      jobTitle: 'Cook',
      jobType: 'Full-time',
      companyName: 'Fewa',
      location: 'Pokhara',
      description: 'Cook',
      requirements: 'A',
      responsibilities: 'B',
      skillsRequired: 'C',
      experienceLevel: 'Entry Level',
      contactEmail: 'jobs@fewa.com.np',
    };
    expect(JobPostInput.safeParse({ ...base, category: 'Hospitality & Tourism' }).success).toBe(true);
    expect(JobPostInput.safeParse({ ...base, category: 'Cooking' }).success).toBe(false);
  });
});

describe('application pipeline (decisions.md §6)', () => {
  it('moves forward or to rejected, never back, and ends at hired or rejected', () => {
    expect(nextStatuses('pending')).toEqual(['reviewed', 'shortlisted', 'interview', 'hired', 'rejected']);
    expect(nextStatuses('interview')).toEqual(['hired', 'rejected']);
    expect(nextStatuses('hired')).toEqual([]);
    expect(nextStatuses('rejected')).toEqual([]);
    expect(canMoveTo('shortlisted', 'reviewed')).toBe(false);
    expect(canMoveTo('pending', 'pending')).toBe(false);
    expect(canMoveTo('reviewed', 'rejected')).toBe(true);
  });

  it('never lets a company withdraw an application, nor move a withdrawn one', () => {
    expect(nextStatuses('withdrawn')).toEqual([]);
    expect(canMoveTo('pending', 'withdrawn')).toBe(false);
    expect(canMoveTo('withdrawn', 'reviewed')).toBe(false);
  });

  it('computes the success rate as hired ÷ decided, null when none decided', () => {
    expect(successRateOf(0, 0)).toBeNull();
    expect(successRateOf(1, 2)).toBe(33);
    expect(successRateOf(3, 0)).toBe(100);
  });
});

describe('salary text', () => {
  it.each([
    ['NPR 35,000 - 50,000', { min: 35000, max: 50000 }],
    ['Rs. 1,20,000', { min: 120000, max: null }],
    ['25000–30000 per month', { min: 25000, max: 30000 }],
    ['Negotiable', null],
    [null, null],
  ])('%s', (text, expected) => {
    expect(parseSalaryRange(text)).toEqual(expected);
  });
});

describe('resume file check in the browser', () => {
  it('refuses other types and files over 5 MB by name and size', () => {
    expect(resumeFileProblem({ name: 'cv.PDF', size: 1000 })).toBeNull();
    expect(resumeFileProblem({ name: 'cv.docx', size: 5 * 1024 * 1024 })).toBeNull();
    expect(resumeFileProblem({ name: 'cv.pdf', size: 5 * 1024 * 1024 + 1 })).toBe('tooLarge');
    expect(resumeFileProblem({ name: 'cv.doc', size: 10 })).toBe('wrongType');
  });
});
