/**
 * TEMPORARY (issue 13): the services themselves are YAML files in app/content/services/, read by
 * app/lib/collections/services.server.ts. This copy of their titles and one-line summaries stays only
 * because the header island imports navigation.ts in the browser, where the reader (node:fs) cannot
 * run; app/lib/collections/services.server.test.ts checks it equals the YAML. Delete this file once
 * the header's menus come from the build (serviceMenuSuggestions()).
 */
export const serviceDetails = [
  { slug: "ai-consulting", title: "AI Consulting", summary: "Find the AI use cases that pay off and ship the first one." },
  { slug: "motivational-workshops", title: "Motivational Workshops", summary: "Half-day sessions that get teams learning again." },
  { slug: "tech-briefings", title: "Tech Briefings", summary: "Clear, vendor-neutral briefings for leaders on new technology." },
  { slug: "coaching", title: "Career Coaching", summary: "One-to-one coaching for developers changing or growing a career." },
  { slug: "consulting", title: "Technology Consulting", summary: "Architecture reviews and roadmaps from senior engineers." },
  { slug: "development", title: "Web Development", summary: "Fast, accessible websites and web apps built to last." },
  { slug: "design", title: "UX & UI Design", summary: "Interfaces people understand at first glance." },
  { slug: "support", title: "Maintenance & Support", summary: "Updates, monitoring and fixes for sites already live." },
  { slug: "marketing", title: "Digital Marketing", summary: "Content and search strategy for technical products." },
  { slug: "training", title: "Team Training", summary: "Hands-on courses in modern web and AI skills for your team." },
] as const;

export type ServiceSlug = (typeof serviceDetails)[number]["slug"];

export const serviceDetailSlugs: readonly string[] = serviceDetails.map((s) => s.slug);

/** The six service pages the header's Services menu suggests, in menu order. */
export const menuServiceSlugs = [
  "consulting",
  "development",
  "design",
  "support",
  "marketing",
  "training",
] as const satisfies readonly ServiceSlug[];
