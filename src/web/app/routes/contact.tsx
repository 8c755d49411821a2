import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { ContactForm } from '#web/features/public/components/contact-form.tsx';
import { PublicPageHeader } from '#web/features/public/components/public-page-header.tsx';

/** The team's inbox, shown here and used by the server (features/public/contact.service.ts). */
const STAFF_EMAIL = 'hello@sipalu.com.np';

/** /contact (spec §2): the form, and the office address, phone and e-mail. */
export function Component() {
  const { t } = useTranslation();
  const phone = t('contact.phone');
  return (
    <>
      <PublicPageHeader
        title={t('contact.title')}
        intro={t('contact.intro')}
        description={t('contact.metaDescription')}
      />
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-3 lg:px-8">
        <div className="lg:col-span-2">
          <ContactForm />
        </div>
        <section aria-labelledby="contact-office" className="rounded-2xl bg-brand-50 p-6">
          <h2 id="contact-office" className="text-xl font-bold text-slate-900">
            {t('contact.officeTitle')}
          </h2>
          <ul className="mt-4 space-y-4">
            <li className="flex gap-3">
              <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
              <div>
                <p className="text-sm font-semibold text-slate-900">{t('contact.addressLabel')}</p>
                <p className="text-slate-700">{t('contact.address')}</p>
              </div>
            </li>
            <li className="flex gap-3">
              <Phone aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
              <div>
                <p className="text-sm font-semibold text-slate-900">{t('contact.phoneLabel')}</p>
                <p>
                  <a href="tel:+97714412345" className="text-brand-800 underline-offset-4 hover:underline">
                    {phone}
                  </a>
                </p>
              </div>
            </li>
            <li className="flex gap-3">
              <Mail aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
              <div>
                <p className="text-sm font-semibold text-slate-900">{t('contact.emailLabel')}</p>
                <p>
                  <a href={`mailto:${STAFF_EMAIL}`} className="text-brand-800 underline-offset-4 hover:underline">
                    {STAFF_EMAIL}
                  </a>
                </p>
              </div>
            </li>
            <li className="flex gap-3">
              <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
              <div>
                <p className="text-sm font-semibold text-slate-900">{t('contact.hoursLabel')}</p>
                <p className="text-slate-700">{t('contact.hours')}</p>
              </div>
            </li>
          </ul>
        </section>
      </div>
    </>
  );
}
