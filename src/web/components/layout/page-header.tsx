import type { ReactNode } from 'react';
import { PageTitle } from './page-title.tsx';

interface PageHeaderProps {
  title: string;
  intro?: string;
  children?: ReactNode;
}

/** A page's h1 and intro on a soft brand band; also sets the document title. */
export function PageHeader({ title, intro, children }: PageHeaderProps) {
  return (
    <section className="border-b border-brand-100 bg-gradient-to-b from-brand-50 to-white">
      <PageTitle title={title} />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <h1 className="max-w-3xl text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
        {intro ? <p className="mt-4 max-w-2xl text-base text-slate-700 sm:text-lg">{intro}</p> : null}
        {children}
      </div>
    </section>
  );
}
