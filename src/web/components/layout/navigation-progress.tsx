import { usePageLoading } from '#web/lib/page-loads.ts';

/** Thin bar at the top while the next page's code loads (slow networks). */
export function NavigationProgress() {
  const loading = usePageLoading();
  if (!loading) return null;
  return (
    <div aria-hidden="true" className="fixed inset-x-0 top-0 z-50 h-0.5 overflow-hidden bg-brand-100">
      <div className="h-full w-2/5 animate-progress bg-saffron-500" />
    </div>
  );
}
