import type { GuideSection } from "./schemas/guides.ts";

/** Labels of the guide page template; small, so the page can ship them while the guides stay in their data. */
export const guideCopy = {
  eyebrow: { ai: "AI Insights", tech: "Tech Trends" } satisfies Record<GuideSection, string>,
  sections: {
    introduction: "Introduction",
    concepts: "Key concepts",
    practices: "Tools and practices",
    mistakes: "Common mistakes",
    furtherReading: "Further reading",
  },
  tocLabel: "In this guide",
  readingTime: (minutes: number) => `${minutes} min read`,
  backTo: { ai: "All AI Insights", tech: "All Tech Trends" } satisfies Record<GuideSection, string>,
} as const;
