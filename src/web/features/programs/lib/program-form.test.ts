import { describe, expect, it } from 'vitest';
import { ProgramInput, type InstitutionProgram } from '#contract/catalogue.ts';
import { programBody, programFormValues, showsLocation, toggledProgramInput } from './program-form.ts';

const card = {
  kind: 'program' as const,
  id: 'p1',
  title: 'Diploma',
  titleNe: null,
  description: 'd',
  descriptionNe: null,
  keySkills: [],
  duration: '1 year',
  certification: null,
  careerOpportunities: null,
  imageUrl: null,
  category: 'College Degree',
  subcategory: 'Tech & Digital Skills',
};
const program: InstitutionProgram = {
  id: 'p1',
  institutionId: 'u1',
  programTitle: 'Diploma in Civil Engineering',
  programTitleNe: null,
  organizationName: 'Kathmandu Polytechnic',
  programType: 'College Degree',
  credentialAwarded: 'Diploma',
  description: 'Three years.',
  descriptionNe: null,
  format: 'in-person',
  location: 'Kathmandu',
  districtId: null,
  localLevelId: null,
  locationDetail: 'Kathmandu',
  duration: '3 years',
  totalCost: '150000',
  feePaisa: 0,
  prerequisites: null,
  applicationDeadline: '2026-05-01',
  startDate: null,
  isActive: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  coverUrl: null,
  card,
  enrolledCount: 0,
  students: [],
};

describe('program form', () => {
  it('shows location for in-person and hybrid only (spec §5)', () => {
    expect(showsLocation('in-person')).toBe(true);
    expect(showsLocation('hybrid')).toBe(true);
    expect(showsLocation('online')).toBe(false);
    expect(showsLocation('')).toBe(false);
  });

  it('starts empty for a new program, with the organisation filled in', () => {
    const values = programFormValues(null, 'Kathmandu Polytechnic');
    expect(values.organizationName).toBe('Kathmandu Polytechnic');
    expect(values.programType).toBe('');
    expect(values.isActive).toBe(true);
    // an empty form is refused with the spec's message
    const result = ProgramInput.safeParse(values);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('program.requiredFieldsMissing');
  });

  it('fills an existing program, and the values pass the schema unchanged', () => {
    const values = programFormValues(program);
    expect(values).toMatchObject({ location: 'Kathmandu', prerequisites: '', startDate: '' });
    const parsed = ProgramInput.parse(values);
    expect(parsed).toMatchObject({ programTitle: program.programTitle, startDate: null, prerequisites: null });
  });

  it('drops a location typed before switching to online', () => {
    const input = ProgramInput.parse({ ...programFormValues(program), format: 'online' });
    expect(programBody(input).location).toBeNull();
    expect(programBody(ProgramInput.parse(programFormValues(program))).location).toBe('Kathmandu');
  });

  it('turns a program off without changing anything else', () => {
    const body = toggledProgramInput(program);
    expect(body.isActive).toBe(false);
    expect(ProgramInput.parse(body)).toEqual({ ...body, prerequisites: null, startDate: null });
  });

  it('keeps the fee in rupees: Nepali digits and commas read, paisa shown back as rupees, kept when toggled', () => {
    const values = { ...programFormValues(program), feeRupees: '२,५००.५' };
    expect(ProgramInput.parse(values).feeRupees).toBe('2500.50');
    expect(ProgramInput.parse({ ...values, feeRupees: '' }).feeRupees).toBe('0');
    expect(ProgramInput.safeParse({ ...values, feeRupees: '25.005' }).success).toBe(false);
    const paid = { ...program, feePaisa: 250_050 };
    expect(programFormValues(paid).feeRupees).toBe('2500.50');
    expect(programFormValues(program).feeRupees).toBe('');
    expect(ProgramInput.parse(toggledProgramInput(paid)).feeRupees).toBe('2500.50');
  });
});
