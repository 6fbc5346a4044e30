import type { ReactNode, Ref } from "react";

interface LibrarySectionProps {
  id: string;
  title: ReactNode;
  /** What the section says while it has nothing to list. */
  empty: string;
  isEmpty: boolean;
  /** The list, when there is something to list. */
  children: ReactNode;
  headingRef?: Ref<HTMLHeadingElement>;
  /** Buttons beside the heading (a named list's Rename and Delete list). */
  actions?: ReactNode;
}

/** One of the library page's lists, named by its heading, with its words for when it is empty. */
export function LibrarySection({ id, title, empty, isEmpty, children, headingRef, actions }: LibrarySectionProps) {
  return (
    <section aria-labelledby={id}>
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        {/* A list's name is the reader's: one long word breaks inside the heading rather than widen the page. */}
        <h2
          id={id}
          ref={headingRef}
          tabIndex={headingRef ? -1 : undefined}
          className="text-2xl wrap-anywhere outline-none"
        >
          {title}
        </h2>
        {actions && <div className="flex flex-wrap gap-1">{actions}</div>}
      </div>
      {isEmpty ? <p className="mt-3 text-muted">{empty}</p> : children}
    </section>
  );
}
