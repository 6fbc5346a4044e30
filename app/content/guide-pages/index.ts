/**
 * The guide bodies by section and slug. Only the guide route imports this, so the copy loads with
 * the guide pages and never with the header menus, which read ../guides.ts.
 */
import { aiGuides, techGuides, type GuideSummary } from "../guides.ts";
import { aiBusiness } from "./ai-business.ts";
import { aiChatbots } from "./ai-chatbots.ts";
import { aiImageGeneration } from "./ai-image-generation.ts";
import { aiMlBasics } from "./ai-ml-basics.ts";
import { aiTools } from "./ai-tools.ts";
import { aiTrends } from "./ai-trends.ts";
import { techBlockchain } from "./tech-blockchain.ts";
import { techCloud } from "./tech-cloud.ts";
import { techIot } from "./tech-iot.ts";
import { techMobile } from "./tech-mobile.ts";
import { techSecurity } from "./tech-security.ts";
import { techWebDev } from "./tech-web-dev.ts";
import type { GuideBody } from "./types.ts";

export type { GuideBody, GuideConcept, GuideItem } from "./types.ts";

type AiSlug = (typeof aiGuides)[number]["slug"];
type TechSlug = (typeof techGuides)[number]["slug"];

export const guideBodies = {
  ai: {
    trends: aiTrends,
    tools: aiTools,
    "ml-basics": aiMlBasics,
    business: aiBusiness,
    chatbots: aiChatbots,
    "image-generation": aiImageGeneration,
  } satisfies Record<AiSlug, GuideBody>,
  tech: {
    "web-dev": techWebDev,
    mobile: techMobile,
    cloud: techCloud,
    security: techSecurity,
    blockchain: techBlockchain,
    iot: techIot,
  } satisfies Record<TechSlug, GuideBody>,
} as const;

export type GuideSection = keyof typeof guideBodies;

/** Headings and labels shared by every guide. */
export { guideCopy } from "../guide-copy.ts";

const collections: Record<GuideSection, { summaries: readonly GuideSummary[]; bodies: Record<string, GuideBody> }> = {
  ai: { summaries: aiGuides, bodies: guideBodies.ai },
  tech: { summaries: techGuides, bodies: guideBodies.tech },
};

/** A guide's summary and body by section and slug (any case); undefined when there is none. */
export function findGuide(section: GuideSection, slug: string | undefined): { guide: GuideSummary; body: GuideBody } | undefined {
  const { summaries, bodies } = collections[section];
  const guide = summaries.find((g) => g.slug === slug?.toLowerCase());
  const body = guide && bodies[guide.slug];
  return guide && body ? { guide, body } : undefined;
}
