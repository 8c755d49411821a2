import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/fixtures/test-app.ts';
import { bakeryJob } from '#tests/fixtures/job-post.ts';
import { englishMessage } from '#contract/messages.ts';
import { CONTROL_CHARACTERS_KEY } from '#contract/text.ts';
import type { Role } from '#contract/roles.ts';

// Text with control characters (NUL, BEL…) is refused by the shared schemas with a 400 and one
// clear message, wherever text comes in; names and messages that show nothing are refused too.

let t: TestApp;
/** The accounts and rows the requests below act on. */
let f: {
  student: string;
  company: string;
  professional: string;
  professionalId: string;
  institution: string;
  jobId: string;
  serviceId: string;
  videoId: string;
  programId: string;
  conversationId: string;
  reviewId: string;
};

async function userWith(role: Role | null, verified = true) {
  const user = await t.signUp({ verified });
  if (role) {
    const added = await t.request('/api/me/roles', { method: 'POST', json: { role }, cookie: user.cookie });
    expect(added.status).toBe(201);
  }
  return user;
}

async function created<T>(response: Response): Promise<T> {
  expect(response.status, await response.clone().text()).toBeLessThan(300);
  return (await response.json()) as T;
}

const send = (path: string, method: string, json: unknown, cookie?: string) =>
  t.request(path, { method, json, ...(cookie ? { cookie } : {}) });

const validService = {
  title: 'Solar Basics Online',
  description: 'Learn to size a rooftop solar system.',
  format: 'hybrid',
  duration: '2 hours',
  skills: 'Solar PV, Wiring',
  price: '1500',
  location: 'Pokhara',
};

const validProgram = {
  organizationName: 'Pokhara Technical School',
  programTitle: 'Electrician Level 2',
  programType: 'Professional Certification',
  credentialAwarded: 'NSTB Level 2 Certificate',
  description: 'Six months of hands-on wiring.',
  format: 'hybrid',
  location: 'Pokhara',
  duration: '6 months',
  totalCost: 'NPR 45,000',
  prerequisites: 'Level 1 certificate',
};

const validApplication = { fullName: 'Sita Gurung', email: 'sita@example.com', coverLetter: 'I bake every day.' };
const validContact = { name: 'Sita Gurung', email: 'sita@example.com', subject: 'Hello', message: 'A question.' };
const validLinkedin = {
  headline: 'Electrician',
  summary: 'Ten years of wiring.',
  skills: ['Wiring'],
  experience: [{ title: 'Electrician', organization: 'Urja', period: '2015 - 2024' }],
  education: [{ school: 'Pokhara Technical School', degree: 'Level 1', period: '2014' }],
  location: 'Pokhara',
};
const profileOf = {
  student: {
    role: 'student',
    fullName: 'Sita Gurung',
    headline: 'Diploma in hotel management',
    educationLevel: "Bachelor's",
    interests: ['Cooking'],
  },
  professional: { role: 'professional', fullName: 'Ram Thapa', headline: 'Electrician', skills: ['Wiring'] },
  company: {
    role: 'company',
    name: 'Himal Builders',
    location: 'Lalitpur',
    industry: 'Construction',
    companySize: '11-50',
    about: 'We build schools.',
  },
  institution: { role: 'institution', name: 'Pokhara Technical School', location: 'Pokhara' },
};

// mp4 `ftyp` head: the smallest upload the video check accepts
const mp4 = () => {
  const bytes = new Uint8Array(64);
  bytes.set([0, 0, 0, 24, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d], 0);
  return bytes;
};

beforeAll(async () => {
  t = await createTestApp();
  // one at a time: each reads its verification mail from the shared outbox
  const student = await userWith('student');
  const company = await userWith('company');
  const professional = await userWith('professional');
  const institution = await userWith('institution');
  const job = await created<{ id: string }>(await send('/api/company/jobs', 'POST', bakeryJob('Baker'), company.cookie));
  const service = await created<{ id: string }>(await send('/api/services', 'POST', validService, professional.cookie));
  const video = await created<{ id: string }>(
    await t.request(`/api/services/${service.id}/videos?name=intro.mp4`, {
      method: 'POST',
      body: mp4(),
      cookie: professional.cookie,
      headers: { 'content-type': 'application/octet-stream' },
    }),
  );
  const program = await created<{ id: string }>(await send('/api/programs', 'POST', validProgram, institution.cookie));
  const conversation = await created<{ id: string }>(
    await send('/api/conversations', 'POST', { participantId: professional.userId }, student.cookie),
  );
  await created(await send(`/api/services/${service.id}/enquiries`, 'POST', {}, student.cookie));
  const review = await created<{ id: string }>(
    await send('/api/reviews', 'POST', { serviceId: service.id, rating: 5, comment: 'Clear lessons.' }, student.cookie),
  );
  f = {
    student: student.cookie,
    company: company.cookie,
    professional: professional.cookie,
    professionalId: professional.userId,
    institution: institution.cookie,
    jobId: job.id,
    serviceId: service.id,
    videoId: video.id,
    programId: program.id,
    conversationId: conversation.id,
    reviewId: review.id,
  };
});
afterAll(() => t.close());

interface ErrorBody {
  error: { code: string; message: string; key?: string };
}

async function expectRefused(response: Response, key: string) {
  const text = await response.text();
  expect(response.status, text).toBe(400);
  const { error } = JSON.parse(text) as ErrorBody;
  expect(error).toMatchObject({ code: 'VALIDATION_ERROR', key, message: englishMessage(key) });
}

/** Each text input, and how to send `text` in it. */
type Input = [label: string, kind: 'single' | 'multi', send: (text: string) => Promise<Response>];

const profile = (role: keyof typeof profileOf, field: string, value: (text: string) => unknown, intent = 'setup') =>
  (text: string) =>
    send('/api/profile', 'PUT', { intent, profile: { ...profileOf[role], [field]: value(text) } }, f[role]);

const INPUTS: Input[] = [
  // sign-up
  ['sign-up name', 'single', (text) =>
    send('/api/auth/sign-up/email', 'POST', { name: text, email: `x${Math.random()}@example.com`, password: 'kathmandu-valley-42' })],
  // profile
  ['profile full name', 'single', profile('student', 'fullName', (text) => text)],
  ['profile headline', 'single', profile('student', 'headline', (text) => text)],
  ['profile interest', 'single', profile('student', 'interests', (text) => [text])],
  ['profile skill', 'single', profile('professional', 'skills', (text) => ['Solar', text])],
  ['profile service area', 'single', profile('professional', 'serviceArea', (text) => text)],
  ['profile draft name', 'single', profile('professional', 'fullName', (text) => text, 'skip')],
  ['company name', 'single', profile('company', 'name', (text) => text, 'edit')],
  ['company location', 'single', profile('company', 'location', (text) => text, 'edit')],
  ['company about', 'multi', profile('company', 'about', (text) => text, 'edit')],
  ['institution name', 'single', profile('institution', 'name', (text) => text)],
  // jobs and applications
  ...(['jobTitle', 'companyName', 'location', 'salaryRange'] as const).map(
    (field): Input => [`job ${field}`, 'single', (text) =>
      send('/api/company/jobs', 'POST', { ...bakeryJob('Baker'), [field]: text }, f.company)],
  ),
  ...(['description', 'requirements', 'responsibilities'] as const).map(
    (field): Input => [`job ${field}`, 'multi', (text) =>
      send('/api/company/jobs', 'POST', { ...bakeryJob('Baker'), [field]: text }, f.company)],
  ),
  ['job skills', 'single', (text) =>
    send('/api/company/jobs', 'POST', { ...bakeryJob('Baker'), skillsRequired: `Baking, ${text}` }, f.company)],
  ['job requirements as a list', 'multi', (text) =>
    send('/api/company/jobs', 'POST', { ...bakeryJob('Baker'), requirements: ['Early riser', text] }, f.company)],
  ['edited job title', 'single', (text) =>
    send(`/api/company/jobs/${f.jobId}`, 'PUT', { ...bakeryJob('Baker'), jobTitle: text }, f.company)],
  ['application full name', 'single', (text) =>
    send(`/api/jobs/${f.jobId}/applications`, 'POST', { ...validApplication, fullName: text }, f.student)],
  ['application cover letter', 'multi', (text) =>
    send(`/api/jobs/${f.jobId}/applications`, 'POST', { ...validApplication, coverLetter: text }, f.student)],
  // programs
  ...(['organizationName', 'programTitle', 'credentialAwarded', 'location', 'duration', 'totalCost'] as const).map(
    (field): Input => [`program ${field}`, 'single', (text) =>
      send('/api/programs', 'POST', { ...validProgram, [field]: text }, f.institution)],
  ),
  ...(['description', 'prerequisites'] as const).map(
    (field): Input => [`program ${field}`, 'multi', (text) =>
      send('/api/programs', 'POST', { ...validProgram, [field]: text }, f.institution)],
  ),
  ['edited program title', 'single', (text) =>
    send(`/api/programs/${f.programId}`, 'PUT', { ...validProgram, programTitle: text }, f.institution)],
  // services, videos, reviews
  ...(['title', 'duration', 'skills', 'location'] as const).map(
    (field): Input => [`service ${field}`, 'single', (text) =>
      send('/api/services', 'POST', { ...validService, [field]: text }, f.professional)],
  ),
  ['service description', 'multi', (text) =>
    send('/api/services', 'POST', { ...validService, description: text }, f.professional)],
  ['edited service title', 'single', (text) =>
    send(`/api/services/${f.serviceId}`, 'PUT', { ...validService, title: text }, f.professional)],
  ['video title', 'single', (text) => send(`/api/videos/${f.videoId}`, 'PATCH', { title: text }, f.professional)],
  ['uploaded video name', 'single', (text) =>
    t.request(`/api/services/${f.serviceId}/videos?name=${encodeURIComponent(text)}`, {
      method: 'POST',
      body: mp4(),
      cookie: f.professional,
      headers: { 'content-type': 'application/octet-stream' },
    })],
  ['review comment', 'multi', (text) =>
    send('/api/reviews', 'POST', { serviceId: f.serviceId, rating: 4, comment: text }, f.student)],
  ['review reply', 'multi', (text) => send(`/api/reviews/${f.reviewId}/reply`, 'POST', { reply: text }, f.professional)],
  // messages, contact, skills, insights
  ['message', 'multi', (text) =>
    send(`/api/conversations/${f.conversationId}/messages`, 'POST', { content: text }, f.student)],
  ['contact name', 'single', (text) => send('/api/contact', 'POST', { ...validContact, name: text })],
  ['contact subject', 'single', (text) => send('/api/contact', 'POST', { ...validContact, subject: text })],
  ['contact message', 'multi', (text) => send('/api/contact', 'POST', { ...validContact, message: text })],
  ['skill name', 'single', (text) =>
    send('/api/me/skills', 'PUT', { skillName: text, proficiencyLevel: 3 }, f.student)],
  ...(['headline', 'location'] as const).map(
    (field): Input => [`analysed ${field}`, 'single', (text) =>
      send('/api/functions/analyze-linkedin-profile', 'POST', { linkedinData: { ...validLinkedin, [field]: text } }, f.student)],
  ),
  ['analysed summary', 'multi', (text) =>
    send('/api/functions/analyze-linkedin-profile', 'POST', { linkedinData: { ...validLinkedin, summary: text } }, f.student)],
  ['analysed skill', 'single', (text) =>
    send('/api/functions/analyze-linkedin-profile', 'POST', { linkedinData: { ...validLinkedin, skills: ['Wiring', text] } }, f.student)],
  ['analysed experience', 'single', (text) =>
    send('/api/functions/analyze-linkedin-profile', 'POST', {
      linkedinData: { ...validLinkedin, experience: [{ title: text, organization: 'Urja', period: '2020' }] },
    }, f.student)],
  // search words
  ...(['/api/jobs', '/api/catalogue', '/api/professionals', '/api/conversations'] as const).map(
    (path): Input => [`${path}?q=`, 'single', (text) =>
      t.request(`${path}?q=${encodeURIComponent(text)}`, { cookie: f.student })],
  ),
];

describe('control characters are refused with a 400 and one message', () => {
  it.each(INPUTS.flatMap(([label, kind, sendText]) => [
    [label, 'NUL', 'Sita\u0000 Gurung', sendText] as const,
    [label, 'BEL', 'Sita\u0007 Gurung', sendText] as const,
    [label, 'ESC', '\u001b[31mSita', sendText] as const,
    ...(kind === 'single' ? [[label, 'tab', 'Sita\tGurung', sendText] as const] : []),
  ]))('%s with %s', async (_label, _name, text, sendText) => {
    await expectRefused(await sendText(text), CONTROL_CHARACTERS_KEY);
  });

  it('a reset link whose token holds a NUL is an invalid link, not a 500', async () => {
    const response = await send('/api/auth/reset-password', 'POST', {
      token: 'abc\u0000def',
      newPassword: 'kathmandu-valley-43',
    });
    await expectRefused(response, 'security.errors.linkInvalid');
  });
});

describe('multi-line text keeps its tabs and line breaks; Nepali keeps its joiners', () => {
  const multiLine = 'Line one\n\tindented line\r\nlast line';
  // ZWJ in श्‍री and ZWNJ in नमस्‌ते: Devanagari spells these words with them
  const nepali = 'श्\u200dरी सीता, नमस्\u200cते';

  it('stores a message with tabs and line breaks, and one in Nepali, as written', async () => {
    for (const content of [multiLine, nepali]) {
      const response = await send(`/api/conversations/${f.conversationId}/messages`, 'POST', { content }, f.student);
      expect((await created<{ content: string }>(response)).content).toBe(content);
    }
  });

  it('stores a Nepali name with joiners and multi-line text in the other forms', async () => {
    const saved = await created<{ fullName: string }>(
      await profile('student', 'fullName', () => nepali)(''),
    );
    expect(saved.fullName).toBe(nepali);
    const job = await created<{ description: string; jobTitle: string }>(
      await send('/api/company/jobs', 'POST', { ...bakeryJob(nepali), description: multiLine }, f.company),
    );
    expect(job).toMatchObject({ jobTitle: nepali, description: multiLine.trim() });
    await created(await send('/api/contact', 'POST', { ...validContact, name: nepali, message: multiLine }));
    const search = await t.request(`/api/jobs?q=${encodeURIComponent(nepali)}`);
    expect(search.status).toBe(200);
  });
});

describe('names and messages made only of blanks and zero-width characters are refused', () => {
  const invisible = ['\u200b', '\u200c\u200d', ' \u2060\ufeff ', '\u200b\u00a0\u200b'];
  const cases: [string, (text: string) => Promise<Response>, string][] = [
    ['sign-up name', INPUTS.find(([label]) => label === 'sign-up name')![2], 'validation.fullNameRequired'],
    ['profile full name', profile('student', 'fullName', (text) => text), 'profile.requiredFieldsMissing'],
    ['company name', profile('company', 'name', (text) => text, 'edit'), 'profile.requiredFieldsMissing'],
    ['profile skills', profile('professional', 'skills', (text) => [text]), 'profile.addOneSkill'],
    ['job title', (text) => send('/api/company/jobs', 'POST', bakeryJob(text), f.company), 'jobForm.validation.titleRequired'],
    ['job skills', (text) =>
      send('/api/company/jobs', 'POST', { ...bakeryJob('Baker'), skillsRequired: `${text},${text}` }, f.company),
      'jobForm.validation.skillsRequired'],
    ['application name', (text) =>
      send(`/api/jobs/${f.jobId}/applications`, 'POST', { ...validApplication, fullName: text }, f.student),
      'jobForm.validation.fullNameRequired'],
    ['service title', (text) => send('/api/services', 'POST', { ...validService, title: text }, f.professional),
      'services.validation.titleRequired'],
    ['service skills', (text) => send('/api/services', 'POST', { ...validService, skills: [text] }, f.professional),
      'services.validation.skillsRequired'],
    ['program title', (text) => send('/api/programs', 'POST', { ...validProgram, programTitle: text }, f.institution),
      'program.requiredFieldsMissing'],
    ['skill name', (text) => send('/api/me/skills', 'PUT', { skillName: text, proficiencyLevel: 3 }, f.student),
      'skills.nameRequired'],
    ['contact name', (text) => send('/api/contact', 'POST', { ...validContact, name: text }),
      'contact.validation.nameRequired'],
    ['message', (text) =>
      send(`/api/conversations/${f.conversationId}/messages`, 'POST', { content: text }, f.student),
      'messaging.validation.contentRequired'],
  ];

  it.each(cases.flatMap(([label, sendText, key]) => invisible.map((text) => [label, JSON.stringify(text), text, sendText, key] as const)))(
    '%s %s',
    async (_label, _shown, text, sendText, key) => {
      await expectRefused(await sendText(text), key);
    },
  );
});
