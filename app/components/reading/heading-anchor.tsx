import readingCopy from "~/content/copy/reading.yaml";
import { fill } from "~/lib/copy-text";

interface HeadingAnchorProps {
  /** Id of the element the link points at. */
  target: string;
  /** The heading's text, for the link's accessible name. */
  heading: string;
}

/**
 * The "#" link beside a section heading, like the articles' (rehype-autolink-headings). A plain
 * anchor: it updates the URL hash and can be copied from the context menu. Shown while the heading
 * group (`group/heading`, see SectionHeading in ui/section) is hovered or holds focus, and always
 * where there is no hover (touch screens). Pass it as a Section's or OnwardLinks' `anchor`.
 */
export function HeadingAnchor({ target, heading }: HeadingAnchorProps) {
  return (
    <a
      href={`#${target}`}
      aria-label={fill(readingCopy.anchorLabel, { heading })}
      className="-my-1.5 ml-2 inline-flex min-h-11 min-w-11 items-center justify-center rounded-md align-middle text-[0.75em] leading-none font-semibold text-muted no-underline opacity-0 transition-opacity duration-150 ease-out group-focus-within/heading:opacity-100 group-hover/heading:opacity-100 hover:text-brand hover:underline focus-visible:opacity-100 print:hidden pointer-coarse:opacity-100 [@media(hover:none)]:opacity-100"
    >
      <span aria-hidden="true">#</span>
    </a>
  );
}
