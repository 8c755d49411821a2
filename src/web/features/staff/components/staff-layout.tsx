import { useEffect, useRef, type ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router';
import { PageTitle } from '#web/components/layout/page-title.tsx';
import { useTranslation } from '#web/lib/use-translation.ts';
import { StaffGate } from './staff-gate.tsx';

const TABS = [
  { to: '/staff', end: true, label: 'staff.tabs.overview' },
  { to: '/staff/verifications', end: false, label: 'staff.tabs.verifications' },
  { to: '/staff/reports', end: false, label: 'staff.tabs.reports' },
  { to: '/staff/bookings', end: false, label: 'staff.tabs.bookings' },
  { to: '/staff/payments', end: false, label: 'staff.tabs.payments' },
  { to: '/staff/payouts', end: false, label: 'staff.tabs.payouts' },
  { to: '/staff/credentials', end: false, label: 'staff.tabs.credentials' },
  { to: '/staff/courses', end: false, label: 'staff.tabs.courses' },
  { to: '/staff/contact', end: false, label: 'staff.tabs.contact' },
  { to: '/staff/audit', end: false, label: 'staff.tabs.audit' },
] as const;

/**
 * The staff console's frame: its title, a tab bar and the tab's page. Every tab passes the gate:
 * staff only, and only once their two-factor sign-in is on.
 */
export function StaffLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-10">
      <PageTitle title={t('staff.title')} />
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('staff.title')}</h1>
      <StaffGate>
        <StaffTabs />
        <div className="mt-6">{children}</div>
      </StaffGate>
    </div>
  );
}

function StaffTabs() {
  const { t } = useTranslation();
  const nav = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  // on a phone the tab bar scrolls sideways: keep the open tab in sight
  useEffect(() => {
    nav.current?.querySelector('[aria-current="page"]')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [pathname]);
  return (
    <nav ref={nav} aria-label={t('staff.title')} className="mt-4 flex gap-2 overflow-x-auto border-b border-slate-200">
      {TABS.map((tab) => (
        <NavLink
          key={tab.to}
          to={tab.to}
          end={tab.end}
          className={({ isActive }) =>
            `whitespace-nowrap border-b-2 px-3 py-2 text-sm font-medium ${isActive ? 'border-emerald-600 text-emerald-700' : 'border-transparent text-slate-600 hover:text-slate-900'}`
          }
        >
          {t(tab.label)}
        </NavLink>
      ))}
    </nav>
  );
}
