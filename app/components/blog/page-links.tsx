import { ChevronLeft, ChevronRight } from "~/components/ui/icons";
import blogCopy from "~/content/copy/blog-list.yaml";
import { buttonClass } from "~/components/ui/button";
import { fill } from "~/lib/copy-text";

interface PageLinksProps {
  page: number;
  pageCount: number;
  /** The addresses of the neighbouring pages, when they exist. */
  previous?: string;
  next?: string;
}

/**
 * Previous and Next between the static pages of a list: real links (`rel="prev"`/`rel="next"`), so
 * every article is reachable without JavaScript. The list renders it only when it has pages.
 */
export function PageLinks({ page, pageCount, previous, next }: PageLinksProps) {
  const disabled = `${buttonClass("secondary")} pointer-events-none opacity-60`;
  return (
    <nav
      aria-label={blogCopy.paginationLabel}
      className="mt-10 flex items-center justify-between gap-4 border-t border-border pt-6"
    >
      {previous ? (
        <a href={previous} rel="prev" className={buttonClass("secondary")}>
          <ChevronLeft aria-hidden="true" className="size-5" />
          {blogCopy.previous}
        </a>
      ) : (
        <span aria-disabled="true" className={disabled}>
          <ChevronLeft aria-hidden="true" className="size-5" />
          {blogCopy.previous}
        </span>
      )}
      <p className="text-sm text-muted tabular-nums">{fill(blogCopy.pageStatus, { page, count: pageCount })}</p>
      {next ? (
        <a href={next} rel="next" className={buttonClass("secondary")}>
          {blogCopy.next}
          <ChevronRight aria-hidden="true" className="size-5" />
        </a>
      ) : (
        <span aria-disabled="true" className={disabled}>
          {blogCopy.next}
          <ChevronRight aria-hidden="true" className="size-5" />
        </span>
      )}
    </nav>
  );
}
