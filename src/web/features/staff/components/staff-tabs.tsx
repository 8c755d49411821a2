import { useId, useRef, useState } from 'react';
import { ChevronDown } from 'lucide-react';
import { matchPath, NavLink, useLocation } from 'react-router';
import { cn } from '#web/lib/cn.ts';
import { useTranslation } from '#web/lib/use-translation.ts';

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
 * The console's sections. Ten tabs need about 980 px in English (830 in Nepali), so below the lg
 * breakpoint they fold into a menu that names the open section; a sideways-scrolling bar hid most
 * of them on a phone with nothing to say it scrolled. The menu is a disclosure of links, not a
 * `<select>` that navigates on change, which would move a keyboard user on every arrow key.
 */
export function StaffTabs() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('staff.title')} className="mt-4">
      <SectionMenu />
      <ul className="hidden flex-wrap gap-x-2 border-b border-slate-200 lg:flex">
        {TABS.map((tab) => (
          <li key={tab.to}>
            <NavLink
              to={tab.to}
              end={tab.end}
              className={({ isActive }) =>
                cn(
                  'block whitespace-nowrap border-b-2 px-3 py-2 text-sm font-medium',
                  isActive
                    ? 'border-emerald-600 text-emerald-700'
                    : 'border-transparent text-slate-600 hover:text-slate-900',
                )
              }
            >
              {t(tab.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function SectionMenu() {
  const { t } = useTranslation();
  const listId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  // open for the page it was opened on: going to another section, by the menu or by Back, closes it
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const current = TABS.find((tab) => matchPath({ path: tab.to, end: tab.end }, pathname));
  const close = () => {
    setOpenOn(null);
    button.current?.focus();
  };
  return (
    <div
      className="sm:max-w-sm lg:hidden"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) close();
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpenOn(open ? null : pathname)}
        className="flex min-h-11 w-full items-center justify-between gap-3 rounded-lg border border-slate-300 bg-white px-3 py-2 text-left text-sm hover:border-slate-400"
      >
        <span>
          <span className="text-slate-600">{t('staff.section')}: </span>
          <span className="font-semibold text-slate-900">{current ? t(current.label) : null}</span>
        </span>
        <ChevronDown aria-hidden="true" className={cn('size-5 shrink-0 text-slate-600', open && 'rotate-180')} />
      </button>
      <ul
        id={listId}
        hidden={!open}
        className="mt-1 divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white"
      >
        {TABS.map((tab) => (
          <li key={tab.to}>
            <NavLink
              to={tab.to}
              end={tab.end}
              onClick={close}
              className={({ isActive }) =>
                cn(
                  'flex min-h-11 items-center border-l-4 px-3 py-2 text-sm',
                  isActive
                    ? 'border-emerald-600 bg-emerald-50 font-semibold text-emerald-800'
                    : 'border-transparent text-slate-700 hover:bg-slate-50',
                )
              }
            >
              {t(tab.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
