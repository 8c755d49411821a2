import type { ReactNode } from 'react';
import { PageTitle } from '#web/components/layout/page-title.tsx';
import { useTranslation } from '#web/lib/use-translation.ts';
import { StaffGate } from './staff-gate.tsx';
import { StaffTabs } from './staff-tabs.tsx';

/**
 * The staff console's frame: its title, its sections and the tab's page. Every tab passes the gate:
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
