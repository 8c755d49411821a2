import { Link } from 'react-router';
import { localDigits } from '#contract/format/numbers.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { BrandLink } from './brand-logo.tsx';

const COLUMNS = [
  {
    titleKey: 'footer.forStudents',
    links: [
      { to: '/courses', labelKey: 'footer.browseCourses' },
      { to: '/jobs', labelKey: 'footer.findJobs' },
      { to: '/success-stories', labelKey: 'footer.successStories' },
    ],
  },
  {
    titleKey: 'footer.forProfessionals',
    links: [
      { to: '/professionals', labelKey: 'footer.findServices' },
      { to: '/verification', labelKey: 'footer.verification' },
      { to: '/how-it-works', labelKey: 'footer.howItWorks' },
    ],
  },
  {
    titleKey: 'footer.company',
    links: [
      { to: '/about', labelKey: 'footer.aboutUs' },
      { to: '/contact', labelKey: 'footer.contact' },
      { to: '/terms', labelKey: 'footer.termsPrivacy' },
    ],
  },
] as const;

/** Site footer (spec §2): brand blurb and three link columns, then the copyright line. */
export function SiteFooter() {
  const { t, language } = useTranslation();
  return (
    <footer className="bg-brand-950 text-slate-300">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <div className="grid grid-cols-2 gap-x-6 gap-y-10 lg:grid-cols-4">
          <div className="col-span-2 lg:col-span-1">
            <BrandLink inverted />
            <p className="mt-4 max-w-xs text-sm leading-6">{t('footer.blurb')}</p>
          </div>
          {COLUMNS.map((column) => (
            <nav key={column.titleKey} aria-label={t(column.titleKey)}>
              <h2 className="text-sm font-semibold tracking-wide text-white">{t(column.titleKey)}</h2>
              <ul className="mt-4 space-y-3">
                {column.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to} className="text-sm hover:text-white hover:underline">
                      {t(link.labelKey)}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <div className="mt-10 flex flex-col gap-2 border-t border-white/10 pt-6 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>{t('footer.copyright', { year: localDigits(String(new Date().getFullYear()), language) })}</p>
          <p>{t('footer.madeFor')}</p>
        </div>
      </div>
    </footer>
  );
}
