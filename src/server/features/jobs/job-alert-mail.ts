import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { formatNumber } from '#contract/format/numbers.ts';
import { LOCALE_FILES } from '#contract/locales/catalogs.ts';
import type { AppDeps } from '#server/lib/http.ts';
import type { Mail } from '#server/lib/mailer/mailer.ts';
import { placeNeText } from '#server/lib/places/places.ts';
import { unsubscribeUrl } from './job-alert-unsubscribe.ts';

// The job alert e-mails (docs/decisions/028-job-alerts.md), instant and daily, and the rows they
// are built from: both speak the same languages, lines and unsubscribe links.

type Language = 'en' | 'ne';
type LinkDeps = Pick<AppDeps, 'publicUrl' | 'linkSecret'>;

const MAIL = { en: LOCALE_FILES.jobs.en.jobAlertMail, ne: LOCALE_FILES.jobs.ne.jobAlertMail };
const ALL_JOBS = { en: LOCALE_FILES.jobs.en.jobAlerts.allJobs, ne: LOCALE_FILES.jobs.ne.jobAlerts.allJobs };

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => String(values[name] ?? whole));

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Lines of text with their links made clickable in the HTML part. */
function mailBodies(lines: { text: string; url?: string }[]): { text: string; html: string } {
  return {
    text: lines.map((line) => line.text).join('\n\n'),
    html: lines
      .map(({ text, url }) => {
        const escaped = escapeHtml(text);
        return `<p>${url ? escaped.replace(escapeHtml(url), `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`) : escaped}</p>`;
      })
      .join('\n'),
  };
}

/** The alert and its user, as `alertColumns` and `alertJoins` read them. */
export const AlertRow = z.object({
  alertId: z.string(),
  userId: z.string(),
  q: z.string().nullable(),
  category: z.string().nullable(),
  language: z.string().nullable(),
  email: z.string(),
  name: z.string().nullable(),
});
export type AlertRow = z.infer<typeof AlertRow>;

/** The posting a mail line names. */
export const JobRow = z.object({
  jobId: z.string(),
  jobTitle: z.string(),
  companyName: z.string(),
  location: z.string(),
  districtId: z.string().nullable(),
  localLevelId: z.string().nullable(),
});
export type JobRow = z.infer<typeof JobRow>;

// kept beside AlertRow: the columns must name what AlertRow parses
export const alertColumns = sql`a.id::text as "alertId", a.user_id::text as "userId", a.q, a.category,
  coalesce(a.language, s.mail_language) as language, u.email,
  coalesce(nullif(btrim(p.full_name), ''), u.name) as name`;
export const alertJoins = sql`join users u on u.id = a.user_id
  left join profiles p on p.id = a.user_id
  left join notification_settings s on s.user_id = a.user_id`;

/** A posting's line values in the mail's language: a Nepali mail names its place in Nepali. */
const jobLineValues = (job: JobRow, language: Language) => ({
  jobTitle: job.jobTitle,
  companyName: job.companyName,
  location: (language === 'ne' && placeNeText(job.location, job)) || job.location,
});

/** The alert's language, else the language of the user's other e-mails, else both. */
const languagesOf = (alert: Pick<AlertRow, 'language'>): Language[] =>
  alert.language === 'en' || alert.language === 'ne' ? [alert.language] : ['en', 'ne'];

const searchName = (alert: Pick<AlertRow, 'q' | 'category'>, language: Language) =>
  alert.q ?? alert.category ?? ALL_JOBS[language];

function joinLanguages(
  to: string,
  parts: { subject: string; text: string; html: string }[],
  headers: Record<string, string>,
): Mail {
  return {
    to,
    subject: parts.map((part) => part.subject).join(' / '),
    text: parts.map((part) => part.text).join('\n\n---\n\n'),
    html: parts.map((part) => part.html).join('\n<hr>\n'),
    headers,
  };
}

/** RFC 8058: the mail client's one-click button posts to this URL. */
const unsubscribeHeaders = (url: string) => ({
  'List-Unsubscribe': `<${url}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

/** The e-mail about one new posting for an instant alert. */
export function instantMail(deps: LinkDeps, alert: AlertRow, job: JobRow): Mail {
  const stopUrl = unsubscribeUrl(deps.publicUrl, deps.linkSecret, alert.alertId);
  const settingsUrl = `${deps.publicUrl}/settings/security`;
  const jobUrl = `${deps.publicUrl}/jobs/${job.jobId}`;
  const parts = languagesOf(alert).map((language) => {
    const text = MAIL[language];
    const body = mailBodies([
      { text: fill(text.greeting, { name: alert.name || alert.email }) },
      { text: fill(text.introInstant, { search: searchName(alert, language) }) },
      { text: `${fill(text.jobLine, jobLineValues(job, language))}\n${fill(text.open, { url: jobUrl })}`, url: jobUrl },
      { text: fill(text.manage, { url: settingsUrl }), url: settingsUrl },
      { text: fill(text.unsubscribe, { url: stopUrl }), url: stopUrl },
      { text: text.signature },
    ]);
    return { subject: fill(text.subjectInstant, { jobTitle: job.jobTitle }), ...body };
  });
  return joinLanguages(alert.email, parts, unsubscribeHeaders(stopUrl));
}

/** One daily e-mail: every waiting posting of each of the user's daily alerts. */
export function dailyMail(deps: LinkDeps, alerts: { alert: AlertRow; search: string; jobs: JobRow[] }[]): Mail {
  const first = alerts[0];
  if (!first) throw new Error('a digest needs at least one alert');
  const settingsUrl = `${deps.publicUrl}/settings/security`;
  const total = alerts.reduce((sum, entry) => sum + entry.jobs.length, 0);
  // one alert: its own unsubscribe link in the header; several: each alert's link in the text,
  // and the header's stops the first (mail clients offer one button)
  const stops = alerts.map((entry) => unsubscribeUrl(deps.publicUrl, deps.linkSecret, entry.alert.alertId));
  const parts = languagesOf(first.alert).map((language) => {
    const text = MAIL[language];
    const body = mailBodies([
      { text: fill(text.greeting, { name: first.alert.name || first.alert.email }) },
      { text: text.introDaily },
      ...alerts.flatMap((entry, index) => {
        const seeAll = `${deps.publicUrl}${entry.search}`;
        const stop = stops[index] ?? '';
        return [
          { text: fill(text.alertHeading, { search: searchName(entry.alert, language) }) },
          ...entry.jobs.map((job) => {
            const url = `${deps.publicUrl}/jobs/${job.jobId}`;
            return { text: `${fill(text.jobLine, jobLineValues(job, language))}\n${fill(text.open, { url })}`, url };
          }),
          { text: fill(text.seeAll, { url: seeAll }), url: seeAll },
          { text: fill(text.unsubscribe, { url: stop }), url: stop },
        ];
      }),
      { text: fill(text.manage, { url: settingsUrl }), url: settingsUrl },
      { text: text.signature },
    ]);
    const subject = fill(total === 1 ? text.subjectDaily_one : text.subjectDaily, {
      count: formatNumber(total, language),
    });
    return { subject, ...body };
  });
  return joinLanguages(first.alert.email, parts, unsubscribeHeaders(stops[0] ?? ''));
}
