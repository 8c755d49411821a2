import { describe, expect, it } from 'vitest';
import { UserSkillInput } from './catalogue.ts';
import { JobPostInput } from './company-jobs.ts';
import { ApplyInput } from './job-applications.ts';
import { ProfessionalProfileInput } from './profile.ts';
import { TotpCodeInput } from './security.ts';
import { ServiceInput } from './services.ts';
import { latinDigits } from './typed-digits.ts';
import { CompanyClaims, ProfessionalClaims } from './verification.ts';

// A number typed on a Nepali keypad (०–९) is the same number: every numeric field of the contract
// takes it, so the form and the server that share these schemas agree.

describe('numbers typed in Nepali digits', () => {
  it('reads Devanagari digits as Latin ones and leaves everything else', () => {
    expect(latinDigits('९८४१२३४५६७')).toBe('9841234567');
    expect(latinDigits('रु १,५००.५०')).toBe('रु 1,500.50');
    expect(latinDigits('Ward 6, पोखरा')).toBe('Ward 6, पोखरा');
  });

  it('accepts a phone number typed in Nepali digits, kept in Latin ones', () => {
    const apply = { fullName: 'Sita Gurung', email: 'sita@example.com', coverLetter: 'I wire houses.' };
    expect(ApplyInput.parse({ ...apply, phone: '९८४१२३४५६७' }).phone).toBe('9841234567');
    expect(ApplyInput.parse({ ...apply, phone: '+९७७ ९८४१२३४५६७' }).phone).toBe('+977 9841234567');
    expect(ApplyInput.safeParse({ ...apply, phone: 'फोन' }).success).toBe(false);
  });

  it('accepts a price, years and a rate typed in Nepali digits', () => {
    const service = {
      title: 'House wiring',
      description: 'Wiring for new houses.',
      format: 'online',
      duration: '2 days',
      skills: 'Wiring',
    };
    expect(ServiceInput.parse({ ...service, price: '१,५००.५०' }).price).toBe(1500.5);
    expect(ServiceInput.safeParse({ ...service, price: '१.२३४' }).success).toBe(false);
    const professional = ProfessionalProfileInput.parse({
      role: 'professional',
      fullName: 'Ram Thapa',
      headline: 'Electrician',
      skills: ['Wiring'],
      yearsExperience: '१२',
      hourlyRate: '८००',
    });
    expect(professional).toMatchObject({ yearsExperience: 12, hourlyRate: 800 });
    expect(UserSkillInput.parse({ skillName: 'Wiring', proficiencyLevel: '४' }).proficiencyLevel).toBe(4);
  });

  it('accepts codes and numbers of verification and sign-in typed in Nepali digits', () => {
    const company = CompanyClaims.parse({
      role: 'company',
      registeredName: 'Gandaki Builders',
      registeredAddress: 'Pokhara',
      panVatNumber: '६०१२३४५६७',
    });
    expect(company.panVatNumber).toBe('601234567');
    const professional = ProfessionalClaims.parse({
      role: 'professional',
      identityDocumentKind: 'citizenship',
      certificateFramework: 'NSTB',
      certificateLevel: '२',
      certificateOccupation: 'Electrician',
    });
    expect(professional.certificateLevel).toBe('2');
    expect(TotpCodeInput.parse({ code: '१२३४५६' }).code).toBe('123456');
  });

  it('reads the amounts of a salary typed in Nepali digits', () => {
    expect(JobPostInput.shape.salaryRange.parse('रु ३५,००० - ५०,०००')).toBe('रु 35,000 - 50,000');
  });
});
