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
}

/** One of the library page's three lists, named by its heading, with its words for when it is empty. */
export function LibrarySection({ id, title, empty, isEmpty, children, headingRef }: LibrarySectionProps) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} ref={headingRef} tabIndex={headingRef ? -1 : undefined} className="text-2xl outline-none">
        {title}
      </h2>
      {isEmpty ? <p className="mt-3 text-muted">{empty}</p> : children}
    </section>
  );
}
