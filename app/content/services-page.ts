/**
 * Copy of the /services page. Titles and summaries of the services come from services.ts (owned with
 * the service pages); this module adds what only the overview page shows.
 */
import type { featuredServiceSlugs } from "./services.ts";

export type FeaturedServiceSlug = (typeof featuredServiceSlugs)[number];

export type ServiceIcon = "brain" | "flame" | "presentation" | "compass";

export interface ServiceCardCopy {
  icon: ServiceIcon;
  /** Who the service is for and what it changes, in two or three sentences. */
  description: string;
  /** What an engagement includes. */
  includes: readonly string[];
  /** Length and format, e.g. "Half a day, on site or remote". */
  format: string;
}

export const serviceCards = {
  "ai-consulting": {
    icon: "brain",
    description:
      "For companies that know AI could help but not where to start. We interview the people who do the work, rank the candidate use cases by value and risk, and build the first one with your team.",
    includes: ["Process and data review", "Ranked shortlist of use cases", "Working pilot with your team"],
    format: "4 to 8 weeks, remote with on-site workshops",
  },
  "motivational-workshops": {
    icon: "flame",
    description:
      "For engineering and product teams whose learning stalled under delivery pressure. A practical session on habits, focus and deliberate practice that ends with a plan each person will actually keep.",
    includes: ["Talk and hands-on exercises", "Personal learning plans", "30-day follow-up check-in"],
    format: "Half a day, on site or remote, up to 30 people",
  },
  "tech-briefings": {
    icon: "presentation",
    description:
      "For leaders who must decide on a technology without becoming experts in it. A one-hour briefing on what it does, what it costs, who uses it and which decision comes next, with no vendor behind it.",
    includes: ["Written briefing paper", "One-hour live session", "Answers to your team's questions"],
    format: "One hour, remote or in your boardroom",
  },
  coaching: {
    icon: "compass",
    description:
      "For developers changing or growing a career. Six one-to-one sessions with an experienced engineer who helps you set a goal, build the portfolio for it and practise the interviews.",
    includes: ["Six 60-minute sessions", "Portfolio and CV review", "Mock technical interviews"],
    format: "Six sessions over about three months, remote",
  },
} as const satisfies Record<FeaturedServiceSlug, ServiceCardCopy>;

export const servicesPageCopy = {
  offer: {
    id: "offer",
    title: "What we offer",
    intro:
      "Four ways to work with the editors and engineers who write our guides. Every engagement is scoped in writing before it starts, with a fixed price and no long-term contract.",
  },
  learnMore: "Learn More",
  /** Completes the link's accessible name, e.g. "Learn More about AI Consulting". */
  learnMoreSuffix: "about",
  includesLabel: "Includes",
  formatLabel: "Format",
  /** Followed by the service title: "Ask about AI Consulting". */
  ask: "Ask about",
  process: {
    id: "process",
    title: "How we work",
    intro: "The same three steps for every engagement, whether it lasts an hour or two months.",
    steps: [
      {
        title: "A free first call",
        text: "A 30-minute conversation about your goal, your team and your constraints. If we are not the right fit, we say so and suggest who might be.",
      },
      {
        title: "A written proposal",
        text: "Within a week you receive the scope, the schedule, the people involved and a fixed price. Nothing starts until you have agreed to it.",
      },
      {
        title: "Delivery and handover",
        text: "We work alongside your people, document as we go and finish with a handover, so the results keep working after we leave.",
      },
    ],
  },
  all: {
    id: "all-services",
    title: "All services",
    intro: "Every service our team offers, from strategy to hands-on delivery. Each page explains who it suits and what it includes.",
  },
  cta: {
    title: "Not sure which service fits?",
    text: "Tell us what you want to achieve and we will suggest the smallest engagement that gets you there, usually within two working days.",
    contact: "Contact Us",
    contactHref: "/contact",
    secondary: "Read our free guides",
    secondaryHref: "/motivation",
  },
} as const;
