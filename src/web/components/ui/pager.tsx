import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from './button.tsx';

interface PagerProps {
  page: number;
  pageCount: number;
  /** While the next page loads: both buttons wait. */
  disabled: boolean;
  onPage: (page: number) => void;
  /** The texts, from the page's own namespace. */
  label: string;
  previousLabel: string;
  nextLabel: string;
  /** "Page 2 of 7" */
  position: string;
}

/** Previous / "Page N of M" / Next under a list of results; nothing when there is one page. */
export function Pager({ page, pageCount, disabled, onPage, label, previousLabel, nextLabel, position }: PagerProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className="mt-8 flex items-center justify-center gap-3">
      <Button variant="outline" disabled={page <= 1 || disabled} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden="true" />
        {previousLabel}
      </Button>
      <span className="text-sm text-slate-700">{position}</span>
      <Button variant="outline" disabled={page >= pageCount || disabled} onClick={() => onPage(page + 1)}>
        {nextLabel}
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}
