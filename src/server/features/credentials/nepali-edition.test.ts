import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CredentialSummary } from '#contract/credentials.ts';
import { courses, programs } from '#server/db/schema/learning.ts';
import { services } from '#server/db/schema/services.ts';
import { catalogueCourse, confirmCourse, finishedLearner } from '#tests/fixtures/course-credentials.ts';
import { complete, enrolledLearner, publishProgram, signUpInstitution } from '#tests/fixtures/credentials.ts';
import { fetchJson, openBadgeSchemaErrors, verifyIndependently } from '#tests/fixtures/open-badge-verifier.ts';
import { confirmCompletion, proWithClient } from '#tests/fixtures/service-credentials.ts';
import { createTestApp, type TestApp } from '#tests/fixtures/test-app.ts';

// A service's, program's or catalogue course's Nepali title signed into its credential as the achievement's Nepali edition (OB 3.0
// `related`): still a valid OpenBadgeCredential, still verified by an outside verifier, and what a
// Nepali page shows.

const TITLE_NE = 'घरको बिजुली वायरिङ र मर्मत';
const DESCRIPTION_NE = 'नयाँ वायरिङ, बिग्रेका सकेट र एमसीबी बोर्ड, सुरक्षित रूपमा।';

type Achievement = {
  name: string;
  inLanguage?: string;
  criteria: { narrative: string };
  related?: Record<string, unknown>[];
};

let t: TestApp;
let issued: CredentialSummary;
let credential: Record<string, unknown>;
beforeAll(async () => {
  t = await createTestApp();
  const { pro, client, service } = await proWithClient(t);
  await t.database.db
    .update(services)
    .set({ titleNe: TITLE_NE, descriptionNe: DESCRIPTION_NE })
    .where(eq(services.id, service.id));
  issued = CredentialSummary.parse(await (await confirmCompletion(t, pro.cookie, service.id, client.userId)).json());
  credential = await fetchJson(t, issued.jsonUrl);
});
afterAll(() => t.close());

const achievementOf = (document: Record<string, unknown>) =>
  (document.credentialSubject as { achievement: Achievement }).achievement;

describe('a service credential carrying the Nepali title', () => {
  it('signs the Nepali title and description in as the achievement’s Nepali edition', () => {
    const achievement = achievementOf(credential);
    expect(achievement.name).toBe('House Wiring & Electrical Repairs');
    expect(achievement.inLanguage).toBe('en');
    expect(achievement.related).toEqual([
      {
        id: expect.stringMatching(/#service-.+-achievement-ne$/),
        type: ['Related'],
        inLanguage: 'ne',
        name: TITLE_NE,
        description: DESCRIPTION_NE,
        narrative: expect.stringContaining(`“${TITLE_NE}”`),
      },
    ]);
  });

  it('verifies with the library’s verifier, and fails when the Nepali title is changed', async () => {
    expect((await verifyIndependently(t, credential).result).verified).toBe(true);
    const tampered = structuredClone(credential);
    achievementOf(tampered).related![0]!.name = 'विमान मर्मत';
    expect((await verifyIndependently(t, tampered).result).verified).toBe(false);
  });

  it('validates against 1EdTech’s JSON Schema for OpenBadgeCredential', () => {
    expect(openBadgeSchemaErrors(credential)).toEqual([]);
  });

  it('shows the Nepali title on Nepali pages and the English one on English pages', async () => {
    const nepali = await (await t.request(`/credentials/${issued.id}?lang=ne`)).text();
    expect(nepali).toContain(`<h1 id="credential-name">${TITLE_NE}</h1>`);
    expect(nepali).toContain(DESCRIPTION_NE);
    // the criteria too, as signed in the edition: the service's format in Nepali words
    const { related } = achievementOf(credential);
    expect(related![0]!.narrative).toMatch(/^.+ सँग अनलाइन तालिम “घरको बिजुली वायरिङ र मर्मत” \(.+\) पूरा गरेको/);
    expect(nepali).toContain(`<p>${String(related![0]!.narrative)}</p>`);
    expect(nepali).not.toContain('Completed the online training');
    const english = await (await t.request(`/credentials/${issued.id}?lang=en`)).text();
    expect(english).toContain('<h1 id="credential-name">House Wiring &amp; Electrical Repairs</h1>');
    expect(english).not.toContain(TITLE_NE);
    expect(english).toContain('Completed the online training &quot;House Wiring &amp; Electrical Repairs&quot;');
    const certificate = await (await t.request(`/credentials/${issued.id}/certificate?lang=ne`)).text();
    expect(certificate).toContain(`<p class="program">${TITLE_NE}</p>`);
  });
});

describe('a program credential carrying the Nepali title', () => {
  it('signs it in the same way, valid against the schema, and a Nepali page shows it', async () => {
    const institution = await signUpInstitution(t);
    const programId = await publishProgram(t, institution.cookie);
    await t.database.db.update(programs).set({ programTitleNe: 'सोलार पीभी जडान' }).where(eq(programs.id, programId));
    const learner = await enrolledLearner(t, programId);
    const summary = CredentialSummary.parse(
      await (await complete(t, institution.cookie, programId, learner.userId)).json(),
    );
    const document = await fetchJson(t, summary.jsonUrl);
    const issuer = (document.issuer as { name: string }).name;
    expect(achievementOf(document).related).toEqual([
      {
        id: expect.stringMatching(/#achievement-ne$/),
        type: ['Related'],
        inLanguage: 'ne',
        name: 'सोलार पीभी जडान',
        // a plain duration ("3 months") in Nepali words and digits
        narrative: `${issuer} मा व्यावसायिक प्रमाणपत्र “सोलार पीभी जडान” (३ महिना) पूरा गरेको, संस्थाले पुष्टि गरेअनुसार।`,
      },
    ]);
    expect(openBadgeSchemaErrors(document)).toEqual([]);
    expect((await verifyIndependently(t, document).result).verified).toBe(true);
    const nepali = await (await t.request(`/credentials/${summary.id}?lang=ne`)).text();
    expect(nepali).toContain('<h1 id="credential-name">सोलार पीभी जडान</h1>');
    expect(nepali).toContain('व्यावसायिक प्रमाणपत्र “सोलार पीभी जडान” (३ महिना) पूरा गरेको');
  });
});

describe('a course credential carrying the catalogue’s Nepali title', () => {
  const COURSE_NE = 'घरायसी वायरिङ तह १';
  const COURSE_DESCRIPTION_NE = 'नेपाली घरमा सुरक्षित वायरिङ: सर्किट, एमसीबी बोर्ड, अर्थिङ र परीक्षण।';

  it('signs it in, valid against the schema and the verifier, and Nepali pages show it', async () => {
    const provider = await signUpInstitution(t);
    const courseId = await catalogueCourse(t, provider.userId);
    await t.database.db
      .update(courses)
      .set({ titleNe: COURSE_NE, descriptionNe: COURSE_DESCRIPTION_NE })
      .where(eq(courses.id, courseId));
    const learner = await finishedLearner(t, courseId);
    const summary = CredentialSummary.parse(
      await (await confirmCourse(t, provider.cookie, courseId, learner.userId)).json(),
    );
    const document = await fetchJson(t, summary.jsonUrl);
    const achievement = achievementOf(document);
    expect(achievement.name).toBe('House Wiring Level 1');
    expect(achievement.inLanguage).toBe('en');
    expect(achievement.related).toEqual([
      {
        id: expect.stringMatching(new RegExp(`/courses/${courseId}#achievement-ne$`)),
        type: ['Related'],
        inLanguage: 'ne',
        name: COURSE_NE,
        description: COURSE_DESCRIPTION_NE,
        narrative: expect.stringMatching(
          new RegExp(`^सिपालुमा “${COURSE_NE}” पाठ्यक्रम \\(२ महिना\\) का सबै [०-९]+ मोड्युल`),
        ),
      },
    ]);
    expect(openBadgeSchemaErrors(document)).toEqual([]);
    expect((await verifyIndependently(t, document).result).verified).toBe(true);
    const tampered = structuredClone(document);
    achievementOf(tampered).related![0]!.name = 'प्लम्बिङ तह १';
    expect((await verifyIndependently(t, tampered).result).verified).toBe(false);

    const nepali = await (await t.request(`/credentials/${summary.id}?lang=ne`)).text();
    expect(nepali).toContain(`<h1 id="credential-name">${COURSE_NE}</h1>`);
    expect(nepali).toContain(COURSE_DESCRIPTION_NE);
    expect(nepali).toContain(`<p>${String(achievement.related![0]!.narrative)}</p>`);
    const english = await (await t.request(`/credentials/${summary.id}?lang=en`)).text();
    expect(english).toContain('<h1 id="credential-name">House Wiring Level 1</h1>');
    expect(english).not.toContain(COURSE_NE);
    const certificate = await (await t.request(`/credentials/${summary.id}/certificate?lang=ne`)).text();
    expect(certificate).toContain(`<p class="program">${COURSE_NE}</p>`);
  });

  it('carries English only for a course without a Nepali title', async () => {
    const provider = await signUpInstitution(t);
    const courseId = await catalogueCourse(t, provider.userId);
    const learner = await finishedLearner(t, courseId);
    const summary = CredentialSummary.parse(
      await (await confirmCourse(t, provider.cookie, courseId, learner.userId)).json(),
    );
    const achievement = achievementOf(await fetchJson(t, summary.jsonUrl));
    expect(achievement.related).toBeUndefined();
    expect(achievement.inLanguage).toBeUndefined();
  });
});
