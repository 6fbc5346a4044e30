import { Library } from "lucide-react";
import copy from "~/content/copy/library.yaml";

/**
 * The header's link to /library, with the number of saved articles (decisions.md): its name starts
 * with "Library". The inline library script (library-init.ts) writes the number, also after the
 * header has hydrated, so React is given those two texts as inner HTML, which it leaves as it finds them. The link carries
 * the words that script writes (the count, and why a change could not be kept), so the script
 * carries none.
 */
export function LibraryLink({ current }: { current: boolean }) {
  return (
    <a
      href="/library"
      data-library-count="0"
      aria-label={copy.link}
      data-one={copy.linkName.one}
      data-other={copy.linkName.other}
      data-unavailable={copy.messages.unavailable}
      data-full={copy.messages.full}
      data-unreadable={copy.messages.unreadable}
      aria-current={current ? "page" : undefined}
      className="inline-flex min-h-11 items-center gap-1.5 rounded-lg px-2 font-semibold text-ink no-underline hover:bg-brand-soft hover:text-brand xl:min-h-10 xl:gap-1 xl:px-1.5"
    >
      <Library aria-hidden="true" className="size-5" />
      {/* Beside the full menu (from 1280 px) the icon and count say it; the name stays "Library…". */}
      <span className="xl:max-2xl:sr-only">{copy.link}</span>
      {/* The inline script writes the count here and the link's name ("Library, 3 saved articles"),
          never React: inner HTML React neither checks nor redraws, and a name it never changes. */}
      <span data-count aria-hidden="true" className="rounded-full bg-brand px-2 text-xs leading-5 text-on-brand tabular-nums xl:px-1.5" dangerouslySetInnerHTML={{ __html: "0" }} />
    </a>
  );
}
