import { Clock } from "lucide-react";
import { data } from "react-router";
import { findGuide, type GuideSection } from "~/content/guide-pages";
import { guideCopy } from "~/content/guide-copy";
import { guideWordCount } from "~/lib/guide-text";
import { readingMinutes } from "~/lib/reading-time";
import { pageMeta } from "~/lib/meta";
import { PageHero } from "~/components/ui/page-hero";
import { Section } from "~/components/ui/section";
import { Paragraphs } from "~/components/ui/paragraphs";
import { CardGrid } from "~/components/ui/card-grid";
import { OnwardLinks } from "~/components/ui/onward-links";
import { InPageToc } from "~/components/ui/in-page-toc";
import { ConceptList } from "~/components/guides/concept-list";
import { MistakeList } from "~/components/guides/mistake-list";
import { HeadingAnchor } from "~/components/reading/heading-anchor";
import { ShareButton } from "~/components/reading/share-button";
import type { Route } from "./+types/guide";

/** One template for the /ai/* and /tech/* guides; the first path segment picks the collection. */
function findPageGuide(pathname: string, slug: string | undefined) {
  const section: GuideSection = pathname.toLowerCase().startsWith("/ai/") ? "ai" : "tech";
  const found = findGuide(section, slug);
  return found && { ...found, section, path: `/${section}/${found.guide.slug}` };
}

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

/**
 * Runs at build time only: each guide's copy goes into its own prerendered page and .data file,
 * so the browser never downloads the other eleven guides.
 */
export function loader({ params, request }: Route.LoaderArgs) {
  const found = findPageGuide(new URL(request.url).pathname, params.slug);
  if (!found) throw data(null, { status: 404 });
  return { ...found, minutes: readingMinutes(guideWordCount(found.guide.intro, found.body)) };
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData ? pageMeta({ title: loaderData.guide.title, description: loaderData.body.description, path: loaderData.path }) : [];

export default function GuidePage({ loaderData }: Route.ComponentProps) {
  const { guide, body, section, minutes, path } = loaderData;

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
        <ShareButton title={guide.title} path={path} kind="guide" />
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
