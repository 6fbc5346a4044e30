import type { ReactNode } from "react";
import { Clock } from "~/components/ui/icons";
import type { Guide } from "~/content/schemas/guides";
import guideCopy from "~/content/copy/guide.yaml";
import { readingMinutes } from "~/lib/reading-time";
import { PageHero } from "~/components/ui/page-hero";
import { Section } from "~/components/ui/section";
import { CardGrid } from "~/components/ui/card-grid";
import { OnwardLinks } from "~/components/ui/onward-links";
import { InPageToc } from "~/components/ui/in-page-toc";
import { HeadingAnchor } from "~/components/reading/heading-anchor";
import { ConceptList } from "./concept-list";
import { MistakeList } from "./mistake-list";
import { fill } from "~/lib/copy-text";

const SECTION_IDS = {
  introduction: "introduction",
  concepts: "key-concepts",
  practices: "tools-and-practices",
  mistakes: "common-mistakes",
  furtherReading: "further-reading",
} as const;

type SectionKey = keyof typeof SECTION_IDS;

/** The "#" link beside a section's heading, to copy or share a link to that section. */
const anchor = (key: SectionKey) => <HeadingAnchor target={SECTION_IDS[key]} heading={guideCopy.sections[key]} />;

const toc = (Object.keys(SECTION_IDS) as SectionKey[]).map((key) => ({
  id: SECTION_IDS[key],
  title: guideCopy.sections[key],
}));

interface GuidePageProps {
  /** The guide (app/lib/guides.ts), its Introduction already HTML. */
  guide: Guide;
  /** The Share button island, placed by the page entry. */
  share: ReactNode;
}

/** One template for the /ai/* and /tech/* guides: hero with contents and reading time, then five sections. */
export function GuidePage({ guide, share }: GuidePageProps) {
  const { section } = guide;
  const minutes = readingMinutes(guide.words);
  return (
    <>
      <PageHero
        eyebrow={guideCopy.eyebrow[section]}
        title={guide.title}
        lead={guide.intro}
        aside={
          <InPageToc variant="guide" label={guideCopy.tocLabel} entries={toc}>
            <p className="mt-1 flex items-center gap-2 text-sm text-muted">
              <Clock aria-hidden="true" className="size-4" />
              {fill(guideCopy.readingTime, { minutes })}
            </p>
          </InPageToc>
        }
      >
        {share}
      </PageHero>
      <Section id={SECTION_IDS.introduction} anchor={anchor("introduction")} title={guideCopy.sections.introduction}>
        {guide.image && (
          <img
            src={guide.image.src}
            alt={guide.image.alt}
            width={800}
            height={450}
            loading="lazy"
            decoding="async"
            className="mb-8 aspect-video w-full max-w-prose rounded-2xl border border-border bg-brand-soft object-cover"
          />
        )}
        {/* Rendered at build from the guide's Markdown in the repository, never from visitors. */}
        <div className="max-w-prose space-y-5 text-lead" dangerouslySetInnerHTML={{ __html: guide.html }} />
      </Section>
      <Section id={SECTION_IDS.concepts} anchor={anchor("concepts")} tone="surface" title={guideCopy.sections.concepts}>
        <ConceptList concepts={guide.concepts} />
      </Section>
      <Section id={SECTION_IDS.practices} anchor={anchor("practices")} title={guideCopy.sections.practices}>
        <CardGrid items={guide.practices.map((p) => ({ title: p.title, desc: p.text }))} />
      </Section>
      <Section id={SECTION_IDS.mistakes} anchor={anchor("mistakes")} tone="surface" title={guideCopy.sections.mistakes}>
        <MistakeList mistakes={guide.mistakes} />
      </Section>
      <OnwardLinks
        id={SECTION_IDS.furtherReading}
        title={guideCopy.sections.furtherReading}
        anchor={anchor("furtherReading")}
        links={guide.furtherReading.map((l) => ({ href: l.href, title: l.title, desc: l.text }))}
        columns={4}
      />
    </>
  );
}
