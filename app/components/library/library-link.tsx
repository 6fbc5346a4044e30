import { Library } from "~/components/ui/icons";
import copy from "~/content/copy/saving.yaml";

/**
 * The header's link to /library, with the number of saved articles
 * (docs/product.md#the-readers-library): its name starts with "Library". The inline library script
 * (library-init.ts) writes the number, also after the header has hydrated, so React is given those
 * two texts as inner HTML, which it leaves as it finds them. The link carries the words that script
 * writes (the count, and why a change could not be kept), so the script carries none.
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
      className="relative inline-flex min-h-11 items-center gap-1.5 rounded-lg px-2 font-semibold text-ink no-underline hover:bg-brand-soft hover:text-brand max-[380px]:gap-1 max-[380px]:px-1.5 xl:min-h-10 xl:min-w-10 xl:justify-center xl:px-1.5"
    >
      <Library aria-hidden="true" className="size-5" />
      {/* On the narrowest phones and beside the full menu (1280–1535 px) the icon and its count say it (the count on the icon's corner); the name stays "Library…". Up to 380 px the link, and the row around it, give up 16 px of space so that a four-digit count fits beside the word at 360 px. */}
      <span className="max-[360px]:sr-only xl:max-2xl:sr-only">{copy.link}</span>
      {/* A space the flex row does not draw: read as text the link shows "Library 3", which its name
          "Library, 3 saved articles" contains (WCAG 2.5.3, label in name), not "Library3". */}{" "}
      {/* The inline script writes the count here and the link's name ("Library, 3 saved articles"),
          never React: inner HTML React neither checks nor redraws, and a name it never changes. */}
      <span
        data-count
        aria-hidden="true"
        className="rounded-full bg-brand px-2 text-xs leading-5 text-on-brand tabular-nums max-[380px]:px-1.5 xl:max-2xl:absolute xl:max-2xl:-top-1 xl:max-2xl:-right-1 xl:max-2xl:px-1.5 xl:max-2xl:leading-4"
        dangerouslySetInnerHTML={{ __html: "0" }}
      />
    </a>
  );
}
