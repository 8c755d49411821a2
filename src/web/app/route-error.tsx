import { Component, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '#web/lib/use-translation.ts';
import { buttonVariants } from '#web/components/ui/button.tsx';
import { Button } from '#web/components/ui/button.tsx';

/** After a deploy, an open tab may ask for page code that no longer exists. */
export function isStaleChunk(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(error.message)
  );
}

/** Shown in place of a page that failed to load or render; the header and footer stay. */
export function RouteError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const stale = isStaleChunk(error);

  return (
    <div role="alert" className="mx-auto flex max-w-lg flex-col items-center px-4 py-20 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{t('shell.errorTitle')}</h1>
      <p className="mt-3 text-slate-700">{t(stale ? 'shell.updateAvailable' : 'shell.errorBody')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button onClick={() => window.location.reload()}>{t('shell.reload')}</Button>
        <Link to="/" reloadDocument className={buttonVariants({ variant: 'outline' })}>
          {t('notFound.returnHome')}
        </Link>
      </div>
    </div>
  );
}

interface BoundaryProps {
  /** A new value clears a caught error: the visitor went to another page. */
  resetKey: string;
  children: ReactNode;
}

type BoundaryState = { failed: false; resetKey: string } | { failed: true; error: unknown; resetKey: string };

// React catches render errors only in class components; main.tsx logs what they catch.
class ErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): BoundaryState | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override render() {
    return this.state.failed ? <RouteError error={this.state.error} /> : this.props.children;
  }
}

/** Shows RouteError in place of its children when they fail; leaving the page clears it. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <ErrorBoundary resetKey={pathname}>{children}</ErrorBoundary>;
}
