import { describe, expect, it } from 'vitest';
import { JOBS } from '#server/db/seed/jobs.data.ts';
import { findMoneyRequest, type MoneyRequestRule } from './money-request-rules.ts';
import { postingText } from './held-jobs.ts';

// Labelled postings: what a scam recruiter writes (with the rule that must hold it) and what an
// honest employer writes that looks close (null: must pass).
const LABELLED: [string, MoneyRequestRule | null][] = [
  // English: asks for money
  ['Selected candidates must pay a registration fee of Rs 5,000 before the interview.', 'registration_fee'],
  ['Application fee NPR 1500, payable at our office.', 'registration_fee'],
  ['Send Rs 2000 to our eSewa ID to confirm your seat.', 'registration_fee'],
  ['You must pay a one-time processing charge for your file.', 'registration_fee'],
  ['A refundable deposit of Rs 10,000 is collected on joining.', 'deposit'],
  ['Deposit NPR 25,000 to reserve the position in Dubai.', 'deposit'],
  ['Visa processing fee Rs 20,000 only, job guaranteed in Malaysia.', 'visa_processing'],
  ['Rs 80,000 for visa and ticket, rest deducted from salary.', 'visa_processing'],
  ['Visa processing within 2 weeks, cost NPR 1,20,000.', 'visa_processing'],
  ['Candidates pay a security amount that is returned after six months.', 'security_amount'],
  ['Security money of Rs 15,000 required from all drivers.', 'security_amount'],
  ['Medical fee and training fee will be taken at the office.', 'registration_fee'],
  // Nepali
  ['छनोट भएका उम्मेदवारले धरौटी बापत रु ५०,००० बुझाउनुपर्नेछ।', 'nepali_fee'],
  ['दर्ता शुल्क रु १,००० अनिवार्य।', 'nepali_fee'],
  ['भिसा शुल्क कम्पनीलाई तिर्नुहोस्।', 'nepali_fee'],
  ['अन्तर्वार्ता अघि शुल्क तिर्नुपर्ने छ।', 'nepali_fee'],
  ['कामका लागि पैसा तिर्नुपर्छ, सम्पर्क गर्नुहोस्।', 'nepali_fee'],
  ['भिसा प्रशोधनका लागि रु २०,००० लाग्छ।', 'nepali_fee'],
  // romanised Nepali
  ['Dharauti 20 hajar rakhnu parne, pachhi firta hunchha.', 'romanised_nepali'],
  ['Darta sulka Rs 500 matra!', 'romanised_nepali'],
  ['Interview bhanda agadi paisa tirnu parne.', 'romanised_nepali'],
  ['Bhisa shulka company lai bujhaunu parchha.', 'romanised_nepali'],
  ['Shulka tirnu parchha, job pakka.', 'romanised_nepali'],
  ['Registration charge 1000 rupaiya.', 'registration_fee'],
  ['Darta charge tirnu parne, 1500 matra.', 'romanised_nepali'],
  // honest postings that look close: must pass
  ['No registration fee. We never ask candidates for money.', null],
  ['Salary + deposit to your bank account every month.', null],
  ['Salary is deposited into your account on the 1st.', null],
  ['Visa and air ticket paid by the company.', null],
  ['The visa fee is covered by the employer.', null],
  ['NPR 22,000 - 28,000 + service charge', null],
  ['खाना, पोसाक र सेवा शुल्कको हिस्सासहित।', null],
  ['तीन महिनाको सशुल्क इन्टर्नसिप।', null],
  ['कुनै शुल्क लाग्दैन।', null],
  ['यो तालिम निःशुल्क छ।', null],
  ['Kunai sulka lagdaina, sidha interview.', null],
  ['Nepal Engineering Council registration required.', null],
  ['Maintain biosecurity rules and share feedback with the team.', null],
  ['We pay Rs 30,000 per month plus overtime.', null],
  ['Security guard with 2 years of experience; security clearance a plus.', null],
  ['Free of charge training with a certificate, no deposit.', null],
];

describe('money-request rules', () => {
  it('has at least thirty labelled postings in English, Nepali and romanised Nepali', () => {
    expect(LABELLED.length).toBeGreaterThanOrEqual(30);
    expect(LABELLED.filter(([, rule]) => rule === null).length).toBeGreaterThanOrEqual(10);
  });

  it.each(LABELLED)('%s → %s', (text, rule) => {
    expect(findMoneyRequest(text)?.rule ?? null).toBe(rule);
  });

  it('gives the matched words for the reviewer', () => {
    expect(findMoneyRequest('No registration fee! Just a Rs 5000 deposit.')).toEqual({
      rule: 'deposit',
      words: ['deposit'],
    });
  });

  it.each(JOBS.map((job) => [job.key, job] as const))('holds no seed job: %s', (_key, job) => {
    expect(findMoneyRequest(postingText({ ...job, clientName: job.employer ?? null }))).toBeNull();
    expect(findMoneyRequest(`${job.jobTitleNe}\n${job.descriptionNe}`)).toBeNull();
  });
});
