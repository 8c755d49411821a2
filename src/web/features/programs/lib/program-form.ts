import type { InstitutionProgram, ProgramInput } from '#contract/catalogue.ts';
import { rupeeTextOfPaisa } from '#contract/program-fee.ts';

/** What the program dialog holds: strings for every input, '' for a select nobody has chosen. */
export interface ProgramFormValues {
  organizationName: string;
  programTitle: string;
  programType: string;
  credentialAwarded: string;
  description: string;
  format: string;
  location: string;
  districtId: string;
  localLevelId: string;
  duration: string;
  totalCost: string;
  /** The fee paid online on enrolling, rupees as typed; '' is free (decision 054). */
  feeRupees: string;
  prerequisites: string;
  applicationDeadline: string;
  startDate: string;
  isActive: boolean;
}

/** spec §5: the location field is shown for in-person or hybrid programs only. */
export function showsLocation(format: string): boolean {
  return format === 'in-person' || format === 'hybrid';
}

/** The dialog's fields for a new program (the organisation name from the profile) or an existing one. */
export function programFormValues(program: InstitutionProgram | null, organizationName = ''): ProgramFormValues {
  if (!program) {
    return {
      organizationName,
      programTitle: '',
      programType: '',
      credentialAwarded: '',
      description: '',
      format: '',
      location: '',
      districtId: '',
      localLevelId: '',
      duration: '',
      totalCost: '',
      feeRupees: '',
      prerequisites: '',
      applicationDeadline: '',
      startDate: '',
      isActive: true,
    };
  }
  return {
    organizationName: program.organizationName,
    programTitle: program.programTitle,
    programType: program.programType,
    credentialAwarded: program.credentialAwarded,
    description: program.description,
    format: program.format,
    location: program.locationDetail ?? program.location ?? '',
    districtId: program.districtId ?? '',
    localLevelId: program.localLevelId ?? '',
    duration: program.duration,
    totalCost: program.totalCost,
    feeRupees: program.feePaisa > 0 ? rupeeTextOfPaisa(program.feePaisa) : '',
    prerequisites: program.prerequisites ?? '',
    applicationDeadline: program.applicationDeadline?.slice(0, 10) ?? '',
    startDate: program.startDate?.slice(0, 10) ?? '',
    isActive: program.isActive,
  };
}

/** The body to send: a location typed before switching to online is not kept. */
export function programBody(input: ProgramInput): ProgramInput {
  return showsLocation(input.format) ? input : { ...input, location: null, districtId: null, localLevelId: null };
}

/** The PUT body that only turns a program on or off, everything else as stored. */
export function toggledProgramInput(program: InstitutionProgram): ProgramInput {
  return {
    organizationName: program.organizationName,
    programTitle: program.programTitle,
    programType: program.programType,
    credentialAwarded: program.credentialAwarded,
    description: program.description,
    format: program.format,
    location: program.locationDetail,
    districtId: program.districtId,
    localLevelId: program.localLevelId,
    duration: program.duration,
    totalCost: program.totalCost,
    feeRupees: rupeeTextOfPaisa(program.feePaisa),
    prerequisites: program.prerequisites,
    applicationDeadline: program.applicationDeadline?.slice(0, 10) ?? null,
    startDate: program.startDate?.slice(0, 10) ?? null,
    isActive: !program.isActive,
  };
}
