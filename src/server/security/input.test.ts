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
  institution: string;
  jobId: string;
  serviceId: string;
  videoId: string;
  programId: string;
  conversationId: string;
  reviewId: string;
};

/** A new account with a verified e-mail holding `role`. */
async function userWith(role: Role) {
  const user = await t.signUp({ verified: true });
  const added = await t.request('/api/me/roles', { method: 'POST', json: { role }, cookie: user.cookie });
  expect(added.status).toBe(201);
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
  const job = await created<{ id: string }>(
    await send('/api/company/jobs', 'POST', bakeryJob('Baker'), company.cookie),
  );
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
  // only work the professional acknowledged can be reviewed
  await created(
    await send(
      '/api/engagements',
      'POST',
      { clientId: student.userId, serviceId: service.id, stage: 'done' },
      professional.cookie,
    ),
  );
  const review = await created<{ id: string }>(
    await send('/api/reviews', 'POST', { serviceId: service.id, rating: 5, comment: 'Clear lessons.' }, student.cookie),
  );
  f = {
    student: student.cookie,
    company: company.cookie,
    professional: professional.cookie,
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

// One sender per form: a valid body with `fields` changed.
const signUp = (name: string) =>
  send('/api/auth/sign-up/email', 'POST', {
    name,
    email: `user${Math.random()}@example.com`,
    password: 'kathmandu-valley-42',
  });
const saveProfile = (role: keyof typeof profileOf, fields: object, intent = 'setup') =>
  send('/api/profile', 'PUT', { intent, profile: { ...profileOf[role], ...fields } }, f[role]);
const postJob = (fields: object) => send('/api/company/jobs', 'POST', { ...bakeryJob('Baker'), ...fields }, f.company);
const editJob = (fields: object) =>
  send(`/api/company/jobs/${f.jobId}`, 'PUT', { ...bakeryJob('Baker'), ...fields }, f.company);
const apply = (fields: object) =>
  send(`/api/jobs/${f.jobId}/applications`, 'POST', { ...validApplication, ...fields }, f.student);
const postProgram = (fields: object) => send('/api/programs', 'POST', { ...validProgram, ...fields }, f.institution);
const editProgram = (fields: object) =>
  send(`/api/programs/${f.programId}`, 'PUT', { ...validProgram, ...fields }, f.institution);
const postService = (fields: object) => send('/api/services', 'POST', { ...validService, ...fields }, f.professional);
const editService = (fields: object) =>
  send(`/api/services/${f.serviceId}`, 'PUT', { ...validService, ...fields }, f.professional);
const uploadVideo = (name: string) =>
  t.request(`/api/services/${f.serviceId}/videos?name=${encodeURIComponent(name)}`, {
    method: 'POST',
    body: mp4(),
    cookie: f.professional,
    headers: { 'content-type': 'application/octet-stream' },
  });
const sendMessage = (content: string) =>
  send(`/api/conversations/${f.conversationId}/messages`, 'POST', { content }, f.student);
const contact = (fields: object) => send('/api/contact', 'POST', { ...validContact, ...fields });
const addSkill = (skillName: string) => send('/api/me/skills', 'PUT', { skillName, proficiencyLevel: 3 }, f.student);
const analyse = (fields: object) =>
  send('/api/functions/analyze-linkedin-profile', 'POST', { linkedinData: { ...validLinkedin, ...fields } }, f.student);
const search = (path: string, q: string) => t.request(`${path}?q=${encodeURIComponent(q)}`, { cookie: f.student });

/** Each text input: one line (no control characters) or several (tabs and line breaks), and how to send text in it. */
const INPUTS: [label: string, kind: 'single' | 'multi', send: (text: string) => Promise<Response>][] = [
  ['sign-up name', 'single', (text) => signUp(text)],
  ['profile full name', 'single', (text) => saveProfile('student', { fullName: text })],
  ['profile headline', 'single', (text) => saveProfile('student', { headline: text })],
  ['profile interest', 'single', (text) => saveProfile('student', { interests: [text] })],
  ['profile skill', 'single', (text) => saveProfile('professional', { skills: ['Solar', text] })],
  ['profile service area', 'single', (text) => saveProfile('professional', { serviceArea: text })],
  ['profile name saved as a draft', 'single', (text) => saveProfile('professional', { fullName: text }, 'skip')],
  ['company name', 'single', (text) => saveProfile('company', { name: text }, 'edit')],
  ['company location', 'single', (text) => saveProfile('company', { location: text }, 'edit')],
  ['company about', 'multi', (text) => saveProfile('company', { about: text }, 'edit')],
  ['institution name', 'single', (text) => saveProfile('institution', { name: text })],
  ['job title', 'single', (text) => postJob({ jobTitle: text })],
  ['job location', 'single', (text) => postJob({ location: text })],
  ['job salary range', 'single', (text) => postJob({ salaryRange: text })],
  ['job skills', 'single', (text) => postJob({ skillsRequired: `Baking, ${text}` })],
  ['job description', 'multi', (text) => postJob({ description: text })],
  ['job requirements', 'multi', (text) => postJob({ requirements: text })],
  ['job requirements as a list', 'multi', (text) => postJob({ requirements: ['Early riser', text] })],
  ['job responsibilities', 'multi', (text) => postJob({ responsibilities: text })],
  ['edited job title', 'single', (text) => editJob({ jobTitle: text })],
  ['application full name', 'single', (text) => apply({ fullName: text })],
  ['application cover letter', 'multi', (text) => apply({ coverLetter: text })],
  ['program organization', 'single', (text) => postProgram({ organizationName: text })],
  ['program title', 'single', (text) => postProgram({ programTitle: text })],
  ['program credential', 'single', (text) => postProgram({ credentialAwarded: text })],
  ['program location', 'single', (text) => postProgram({ location: text })],
  ['program duration', 'single', (text) => postProgram({ duration: text })],
  ['program cost', 'single', (text) => postProgram({ totalCost: text })],
  ['program description', 'multi', (text) => postProgram({ description: text })],
  ['program prerequisites', 'multi', (text) => postProgram({ prerequisites: text })],
  ['edited program title', 'single', (text) => editProgram({ programTitle: text })],
  ['service title', 'single', (text) => postService({ title: text })],
  ['service duration', 'single', (text) => postService({ duration: text })],
  ['service skills', 'single', (text) => postService({ skills: text })],
  ['service location', 'single', (text) => postService({ location: text })],
  ['service description', 'multi', (text) => postService({ description: text })],
  ['edited service title', 'single', (text) => editService({ title: text })],
  ['video title', 'single', (text) => send(`/api/videos/${f.videoId}`, 'PATCH', { title: text }, f.professional)],
  ['uploaded video name', 'single', (text) => uploadVideo(text)],
  [
    'review comment',
    'multi',
    (text) => send('/api/reviews', 'POST', { serviceId: f.serviceId, rating: 4, comment: text }, f.student),
  ],
  [
    'review reply',
    'multi',
    (text) => send(`/api/reviews/${f.reviewId}/reply`, 'POST', { reply: text }, f.professional),
  ],
  ['message', 'multi', (text) => sendMessage(text)],
  ['contact name', 'single', (text) => contact({ name: text })],
  ['contact subject', 'single', (text) => contact({ subject: text })],
  ['contact message', 'multi', (text) => contact({ message: text })],
  ['skill name', 'single', (text) => addSkill(text)],
  ['analysed headline', 'single', (text) => analyse({ headline: text })],
  ['analysed location', 'single', (text) => analyse({ location: text })],
  ['analysed skill', 'single', (text) => analyse({ skills: ['Wiring', text] })],
  ['analysed experience', 'single', (text) => analyse({ experience: [{ title: text }] })],
  ['analysed summary', 'multi', (text) => analyse({ summary: text })],
  ['/api/jobs?q=', 'single', (text) => search('/api/jobs', text)],
  ['/api/catalogue?q=', 'single', (text) => search('/api/catalogue', text)],
  ['/api/professionals?q=', 'single', (text) => search('/api/professionals', text)],
  ['/api/conversations?q=', 'single', (text) => search('/api/conversations', text)],
];

describe('control characters are refused with a 400 and one message', () => {
  const controls = { NUL: 'Sita\u0000 Gurung', BEL: 'Sita\u0007 Gurung', ESC: '\u001b[31mSita', tab: 'Sita\tGurung' };
  it.each(
    INPUTS.flatMap(([label, kind, sendText]) =>
      Object.entries(controls)
        // tabs are part of multi-line text
        .filter(([name]) => kind === 'single' || name !== 'tab')
        .map(([name, text]) => [label, name, text, sendText] as const),
    ),
  )('%s with %s', async (_label, _name, text, sendText) => {
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
      expect((await created<{ content: string }>(await sendMessage(content))).content).toBe(content);
    }
  });

  it('stores a Nepali name with joiners and multi-line text in the other forms', async () => {
    const saved = await created<{ fullName: string }>(await saveProfile('student', { fullName: nepali }));
    expect(saved.fullName).toBe(nepali);
    const job = await created<{ jobTitle: string; description: string; requirements: string[] }>(
      await postJob({ jobTitle: nepali, description: multiLine, requirements: '•\tEarly riser\n•\tStrong arms' }),
    );
    expect(job).toMatchObject({
      jobTitle: nepali,
      description: multiLine,
      requirements: ['•\tEarly riser', '•\tStrong arms'],
    });
    await created(await contact({ name: nepali, message: multiLine }));
    expect((await search('/api/jobs', nepali)).status).toBe(200);
  });
});

describe('names and messages made only of blanks and zero-width characters are refused', () => {
  const invisible = ['\u200b', '\u200c\u200d', ' \u2060\ufeff ', '\u200b\u00a0\u200b'];
  const cases: [label: string, send: (text: string) => Promise<Response>, key: string][] = [
    ['sign-up name', (text) => signUp(text), 'validation.fullNameRequired'],
    ['profile full name', (text) => saveProfile('student', { fullName: text }), 'profile.requiredFieldsMissing'],
    ['company name', (text) => saveProfile('company', { name: text }, 'edit'), 'profile.requiredFieldsMissing'],
    ['profile skills', (text) => saveProfile('professional', { skills: [text] }), 'profile.addOneSkill'],
    ['job title', (text) => postJob({ jobTitle: text }), 'jobForm.validation.titleRequired'],
    ['job skills', (text) => postJob({ skillsRequired: `${text},${text}` }), 'jobForm.validation.skillsRequired'],
    ['application name', (text) => apply({ fullName: text }), 'jobForm.validation.fullNameRequired'],
    ['service title', (text) => postService({ title: text }), 'services.validation.titleRequired'],
    ['service skills', (text) => postService({ skills: [text] }), 'services.validation.skillsRequired'],
    ['program title', (text) => postProgram({ programTitle: text }), 'program.requiredFieldsMissing'],
    ['skill name', (text) => addSkill(text), 'skills.nameRequired'],
    ['contact name', (text) => contact({ name: text }), 'contact.validation.nameRequired'],
    ['message', (text) => sendMessage(text), 'messaging.validation.contentRequired'],
  ];

  it.each(
    cases.flatMap(([label, sendText, key]) =>
      invisible.map((text) => [label, JSON.stringify(text), text, sendText, key] as const),
    ),
  )('%s %s', async (_label, _shown, text, sendText, key) => {
    await expectRefused(await sendText(text), key);
  });
});
