import type { Mail } from '#server/lib/mailer/mailer.ts';

// Account e-mails in English and Nepali. The language is the one the browser asked in
// (Accept-Language on the request that triggered the mail); English when unknown.

export type MailLanguage = 'en' | 'ne';

export function mailLanguage(request: Request | undefined): MailLanguage {
  const header = request?.headers.get('x-sipalu-language') ?? request?.headers.get('accept-language') ?? '';
  return /^\s*ne\b/i.test(header) ? 'ne' : 'en';
}

interface Template {
  subject: string;
  lines: (name: string, url: string) => string[];
}

const TEMPLATES: Record<'resetPassword' | 'verifyEmail', Record<MailLanguage, Template>> = {
  resetPassword: {
    en: {
      subject: 'Reset your Sipalu password',
      lines: (name, url) => [
        `Hello ${name},`,
        'Someone (hopefully you) asked to reset the password of your Sipalu account. Open this link to choose a new one:',
        url,
        'The link works once and expires in one hour. If you did not ask for it, ignore this e-mail: your password stays as it is.',
      ],
    },
    ne: {
      subject: 'तपाईंको सिपालु पासवर्ड रिसेट गर्नुहोस्',
      lines: (name, url) => [
        `नमस्ते ${name},`,
        'तपाईंको सिपालु खाताको पासवर्ड रिसेट गर्न अनुरोध गरिएको छ। नयाँ पासवर्ड छान्न यो लिंक खोल्नुहोस्:',
        url,
        'यो लिंक एक पटक मात्र चल्छ र एक घण्टामा समाप्त हुन्छ। तपाईंले अनुरोध गर्नुभएको होइन भने यो इमेललाई बेवास्ता गर्नुहोस्।',
      ],
    },
  },
  verifyEmail: {
    en: {
      subject: 'Confirm your e-mail for Sipalu',
      lines: (name, url) => [
        `Hello ${name},`,
        'Please confirm that this is your e-mail address by opening this link:',
        url,
        'If you did not create a Sipalu account, ignore this e-mail.',
      ],
    },
    ne: {
      subject: 'सिपालुका लागि आफ्नो इमेल पुष्टि गर्नुहोस्',
      lines: (name, url) => [
        `नमस्ते ${name},`,
        'यो तपाईंको इमेल ठेगाना हो भनी पुष्टि गर्न यो लिंक खोल्नुहोस्:',
        url,
        'तपाईंले सिपालु खाता बनाउनुभएको होइन भने यो इमेललाई बेवास्ता गर्नुहोस्।',
      ],
    },
  },
};

export function accountMail(
  kind: keyof typeof TEMPLATES,
  language: MailLanguage,
  { to, name, url }: { to: string; name: string; url: string },
): Mail {
  const template = TEMPLATES[kind][language];
  const lines = template.lines(name || to, url);
  const escape = (text: string) =>
    text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  const html = lines
    .map((line) => (line === url ? `<p><a href="${escape(url)}">${escape(url)}</a></p>` : `<p>${escape(line)}</p>`))
    .join('\n');
  return { to, subject: template.subject, text: lines.join('\n\n'), html };
}
