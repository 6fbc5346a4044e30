/**
 * Services: the four cards on /services and the ten service pages (/services/{slug}).
 * The header's Services menu lists six of them (menuSlugs); the cards link to the other four.
 */
export interface ServiceSummary {
  slug: string;
  title: string;
  summary: string;
  intro: string;
}

export const serviceDetails = [
  {
    slug: "ai-consulting",
    title: "AI Consulting",
    summary: "Find the AI use cases that pay off and ship the first one.",
    intro:
      "Our AI consulting engagements start with your processes, not with a model. We map where time and money go, pick the one or two tasks where AI can measurably help, and build a working pilot with your team so the knowledge stays in-house.",
  },
  {
    slug: "motivational-workshops",
    title: "Motivational Workshops",
    summary: "Half-day sessions that get teams learning again.",
    intro:
      "Our motivational workshops help engineering and product teams rebuild the habit of learning. Each session pairs a short talk with hands-on exercises and ends with a personal learning plan that fits into a normal working week.",
  },
  {
    slug: "tech-briefings",
    title: "Tech Briefings",
    summary: "Clear, vendor-neutral briefings for leaders on new technology.",
    intro:
      "A tech briefing gives leaders the essentials of a technology in one hour: what it does, what it costs, who already uses it and what to decide next. We write each briefing for your context and answer questions live.",
  },
  {
    slug: "coaching",
    title: "Career Coaching",
    summary: "One-to-one coaching for developers changing or growing a career.",
    intro:
      "Our coaching pairs you with an experienced engineer for six sessions. Together you set a goal, such as a first developer job, a move into AI or a senior role, and build the portfolio, interview practice and plan to reach it.",
  },
  {
    slug: "consulting",
    title: "Technology Consulting",
    summary: "Architecture reviews and roadmaps from senior engineers.",
    intro:
      "Technology consulting puts a senior engineer beside your team to review architecture, delivery and tooling. You get a written assessment with prioritised recommendations and the reasoning behind each, so your team can act on it alone.",
  },
  {
    slug: "development",
    title: "Web Development",
    summary: "Fast, accessible websites and web apps built to last.",
    intro:
      "We design and build websites and web applications that load quickly, work for everyone and stay easy to change. Every project ships with tests, documentation and a handover so your own developers can carry it on.",
  },
  {
    slug: "design",
    title: "UX & UI Design",
    summary: "Interfaces people understand at first glance.",
    intro:
      "Our design practice turns research into interfaces that are clear, consistent and accessible. We deliver a tested prototype and a component library your developers can build from directly.",
  },
  {
    slug: "support",
    title: "Maintenance & Support",
    summary: "Updates, monitoring and fixes for sites already live.",
    intro:
      "Maintenance and support keeps a live site secure and fast after launch. We apply dependency updates, watch performance and errors, and fix problems within agreed response times, with a monthly report of what changed.",
  },
  {
    slug: "marketing",
    title: "Digital Marketing",
    summary: "Content and search strategy for technical products.",
    intro:
      "Digital marketing for technical products works when it teaches. We plan and write content that answers your buyers' real questions, improve how search engines read your site, and measure what brings qualified visitors.",
  },
  {
    slug: "training",
    title: "Team Training",
    summary: "Hands-on courses in modern web and AI skills for your team.",
    intro:
      "Team training brings our courses to your company: React, TypeScript, accessibility, testing or practical AI. Each course is built around exercises in your own stack and ends with a project your team can keep using.",
  },
] as const satisfies readonly ServiceSummary[];

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

/** The four services the /services page presents as cards. */
export const featuredServiceSlugs = [
  "ai-consulting",
  "motivational-workshops",
  "tech-briefings",
  "coaching",
] as const satisfies readonly ServiceSlug[];
