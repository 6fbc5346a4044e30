import type { ReactNode } from "react";
import { Container } from "./container";

interface SectionProps {
  /** Becomes the section's id and labels it for assistive technology. */
  id: string;
  title?: string;
  intro?: string;
  /** Surface band instead of the page background. */
  tone?: "plain" | "surface";
  /**
   * A link to the section shown beside its heading (e.g. a "#" HeadingAnchor on long reads). It sits
   * after the h2, not inside it, so the heading keeps its own accessible name.
   */
  anchor?: ReactNode;
  children: ReactNode;
}

interface SectionHeadingProps {
  id: string;
  title: string;
  /** Type size, e.g. "text-3xl sm:text-4xl". */
  className: string;
  anchor?: ReactNode;
}

/**
 * A section's h2, with its optional anchor link after it. With an anchor the h2 is inline, so the
 * link follows the last word however the heading wraps; the wrapper is the `group/heading` the link
 * uses to show itself on hover and focus.
 */
export function SectionHeading({ id, title, className, anchor }: SectionHeadingProps) {
  if (!anchor) {
    return (
      <h2 id={id} className={className}>
        {title}
      </h2>
    );
  }
  return (
    <div className={`heading-group group/heading leading-tight font-bold text-balance ${className}`}>
      <h2 id={id} className="inline text-[length:inherit]">
        {title}
      </h2>
      {anchor}
    </div>
  );
}

/** A page section: optional h2 and intro, then content, with the design's vertical rhythm. */
export function Section({ id, title, intro, tone = "plain", anchor, children }: SectionProps) {
  const headingId = `${id}-title`;
  return (
    <section
      id={id}
      aria-labelledby={title ? headingId : undefined}
      className={`py-12 lg:py-20 ${tone === "surface" ? "bg-surface" : ""}`}
    >
      <Container>
        {title && (
          <div className="mb-8 max-w-3xl lg:mb-12">
            <SectionHeading id={headingId} title={title} className="text-3xl sm:text-4xl" anchor={anchor} />
            {intro && <p className="mt-3 text-lead text-muted">{intro}</p>}
          </div>
        )}
        {children}
      </Container>
    </section>
  );
}
