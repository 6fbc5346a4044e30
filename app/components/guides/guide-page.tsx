import type { ReactNode } from "react";
import { Clock } from "lucide-react";
import type { GuideBody, GuideSection } from "~/content/guide-pages";
import type { GuideSummary } from "~/content/guides";
import { guideCopy } from "~/content/guide-copy";
import { guideWordCount } from "~/lib/guide-text";
import { readingMinutes } from "~/lib/reading-time";
import { PageHero } from "~/components/ui/page-hero";
import { Section } from "~/components/ui/section";
import { Paragraphs } from "~/components/ui/paragraphs";
import { CardGrid } from "~/components/ui/card-grid";
import { OnwardLinks } from "~/components/ui/onward-links";
import { InPageToc } from "~/components/ui/in-page-toc";
import { HeadingAnchor } from "~/components/reading/heading-anchor";
import { ConceptList } from "./concept-list";
import { MistakeList } from "./mistake-list";

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
  /** Which collection the guide is in: /ai/* or /tech/*. */
  section: GuideSection;
  guide: GuideSummary;
  body: GuideBody;
  /** The Share button island, placed by the page entry. */
  share: ReactNode;
}

/** One template for the /ai/* and /tech/* guides: hero with contents and reading time, then five sections. */
export function GuidePage({ section, guide, body, share }: GuidePageProps) {
  const minutes = readingMinutes(guideWordCount(guide.intro, body));
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
              {guideCopy.readingTime(minutes)}
            </p>
          </InPageToc>
        }
      >
        {share}
      </PageHero>
      <Section id={SECTION_IDS.introduction} anchor={anchor("introduction")} title={guideCopy.sections.introduction}>
        <Paragraphs paragraphs={body.overview} lead />
      </Section>
      <Section id={SECTION_IDS.concepts} anchor={anchor("concepts")} tone="surface" title={guideCopy.sections.concepts}>
        <ConceptList concepts={body.concepts} />
      </Section>
      <Section id={SECTION_IDS.practices} anchor={anchor("practices")} title={guideCopy.sections.practices}>
        <CardGrid items={body.practices} />
      </Section>
      <Section id={SECTION_IDS.mistakes} anchor={anchor("mistakes")} tone="surface" title={guideCopy.sections.mistakes}>
        <MistakeList mistakes={body.mistakes} />
      </Section>
      <OnwardLinks
        id={SECTION_IDS.furtherReading}
        title={guideCopy.sections.furtherReading}
        anchor={anchor("furtherReading")}
        links={body.furtherReading}
        columns={4}
      />
    </>
  );
}
