import { ChevronLeft, ChevronRight } from "~/components/ui/icons";
import blogCopy from "~/content/copy/blog-list.yaml";
import { Button } from "~/components/ui/button";
import { fill } from "~/lib/copy-text";

interface PaginationProps {
  page: number;
  pageCount: number;
  hasPrevious: boolean;
  hasNext: boolean;
  onPageChange: (page: number) => void;
}

/** Previous and Next between pages of the list; the list page renders it only when it has pages. */
export function Pagination({ page, pageCount, hasPrevious, hasNext, onPageChange }: PaginationProps) {
  return (
    <nav
      aria-label={blogCopy.paginationLabel}
      className="mt-10 flex items-center justify-between gap-4 border-t border-border pt-6"
    >
      <Button variant="secondary" disabled={!hasPrevious} onClick={() => onPageChange(page - 1)}>
        <ChevronLeft aria-hidden="true" className="size-5" />
        {blogCopy.previous}
      </Button>
      <p className="text-sm text-muted tabular-nums">{fill(blogCopy.pageStatus, { page, count: pageCount })}</p>
      <Button variant="secondary" disabled={!hasNext} onClick={() => onPageChange(page + 1)}>
        {blogCopy.next}
        <ChevronRight aria-hidden="true" className="size-5" />
      </Button>
    </nav>
  );
}
