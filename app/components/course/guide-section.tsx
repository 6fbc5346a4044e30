import type { ReactNode } from "react";

interface GuideSectionProps {
  id: string;
  title: string;
  intro?: string;
  children: ReactNode;
}

/** A section of a course guide's main column: an h2 and its content, labelled by the heading. */
export function GuideSection({ id, title, intro, children }: GuideSectionProps) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-24">
      <h2 id={`${id}-title`} className="text-2xl sm:text-3xl">
        {title}
      </h2>
      {intro && <p className="mt-2 text-muted">{intro}</p>}
      <div className="mt-6">{children}</div>
    </section>
  );
}
