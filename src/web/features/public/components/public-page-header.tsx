import type { ReactNode } from 'react';
import { PageMeta } from './page-meta.tsx';

interface PublicPageHeaderProps {
  title: string;
  intro: string;
  description: string;
  children?: ReactNode;
}

/** An informational page's h1 and intro on the brand band, with its title and meta description. */
export function PublicPageHeader({ title, intro, description, children }: PublicPageHeaderProps) {
  return (
    <section className="border-b border-brand-100 bg-gradient-to-b from-brand-50 to-white">
      <PageMeta title={title} description={description} />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-16 lg:px-8">
        <h1 className="max-w-3xl text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
        <p className="mt-4 max-w-2xl text-base text-slate-700 sm:text-lg">{intro}</p>
        {children}
      </div>
    </section>
  );
}
