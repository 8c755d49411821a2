import type { ApplicationStatus } from '#contract/lists.ts';
import { englishMessage } from '#contract/messages.ts';
import { nepali } from '#contract/locales/catalogs.ts';

// The e-mail that tells an applicant their application moved along the pipeline.

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => values[name] ?? whole);

function nepaliText(key: string): string {
  let node: unknown = nepali;
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return typeof node === 'string' ? node : englishMessage(key);
}

/** The status e-mail, English then Nepali (we do not know which the applicant reads). */
export function statusEmail(
  values: { name: string; jobTitle: string; companyName: string; status: ApplicationStatus },
  dashboardUrl: string,
): { subject: string; text: string } {
  const inLanguage = (text: (key: string) => string) => {
    const filled = { ...values, status: text(`jobsApi.statuses.${values.status}`), url: dashboardUrl };
    return {
      subject: fill(text('jobsApi.statusEmail.subject'), filled),
      body: ['greeting', 'body', 'link', 'signature']
        .map((part) => fill(text(`jobsApi.statusEmail.${part}`), filled))
        .join('\n\n'),
    };
  };
  const en = inLanguage(englishMessage);
  const ne = inLanguage(nepaliText);
  return { subject: en.subject, text: `${en.body}\n\n---\n\n${ne.body}\n` };
}
