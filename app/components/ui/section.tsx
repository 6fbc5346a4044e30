import type { ReactNode } from "react";
import { Container } from "./container";

interface SectionProps {
  /** Becomes the section's id and labels it for assistive technology. */
  id: string;
  title?: string;
  intro?: string;
  /** Surface band instead of the page background. */
  tone?: "plain" | "surface";
  children: ReactNode;
}

/** A page section: optional h2 and intro, then content, with the design's vertical rhythm. */
export function Section({ id, title, intro, tone = "plain", children }: SectionProps) {
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
            <h2 id={headingId} className="text-3xl sm:text-4xl">
              {title}
            </h2>
            {intro && <p className="mt-3 text-lead text-muted">{intro}</p>}
          </div>
        )}
        {children}
      </Container>
    </section>
  );
}
