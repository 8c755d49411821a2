import { Link } from 'react-router';
import { Plus, Settings } from 'lucide-react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { PageTitle } from '#web/components/layout/page-title.tsx';
import { Button, buttonVariants } from '#web/components/ui/button.tsx';

interface DashboardHeaderProps {
  /** "Company Dashboard": the page's title and the line under the welcome. */
  title: string;
  name: string;
  editLabel: string;
  addLabel: string;
  onAdd: () => void;
}

/** The top of an organisation's dashboard: welcome, the role's title, edit profile and add. */
export function DashboardHeader({ title, name, editLabel, addLabel, onAdd }: DashboardHeaderProps) {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle title={title} />
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            {t('dashboard.welcome', { name })}
          </h1>
          <p className="mt-1 text-slate-700">{title}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Link to="/edit-profile" className={buttonVariants({ variant: 'outline' })}>
            <Settings aria-hidden="true" />
            {editLabel}
          </Link>
          <Button onClick={onAdd}>
            <Plus aria-hidden="true" />
            {addLabel}
          </Button>
        </div>
      </div>
    </>
  );
}
