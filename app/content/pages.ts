/**
 * Title, meta description, heading and lead of the fixed pages that other collections are taking
 * over: /services (services), /careers, /terms and /privacy (careers and legal) and /motivation
 * (courses). Every other fixed page's copy is in the pages collection, app/content/pages/<page>.yaml.
 * Left for the merge: these entries move to their own collections' files.
 */
import { BRAND } from "./site.ts";

export interface PageCopy {
  /** Used in <title> as "{title} — TechHorizon". */
  title: string;
  description: string;
  heading: string;
  lead: string;
}

export const pages = {
  services: {
    title: "Services",
    description:
      `AI consulting, motivational workshops, tech briefings and career coaching from the ${BRAND} team, for companies and individual learners.`,
    heading: "Services",
    lead: "Beyond our free guides, we work directly with teams and individuals: consulting, workshops, briefings and one-to-one coaching.",
  },
  terms: {
    title: "Terms of Use",
    description: `The terms for using the ${BRAND} website, its guides, course outlines and simulated forms, written in plain language.`,
    heading: "Terms of Use",
    lead: "The rules for using this site and its content, in plain language.",
  },
  privacy: {
    title: "Privacy Policy",
    description: `How ${BRAND} handles your data: no cookies, no analytics, no tracking, no third-party requests, and forms that send nothing.`,
    heading: "Privacy Policy",
    lead: "What this site stores, what it never collects, and how to reach us about your data.",
  },
  careers: {
    title: "Careers",
    description: `Work at ${BRAND}: open remote roles for writers, editors, educators and engineers who love explaining technology clearly.`,
    heading: `Careers at ${BRAND}`,
    lead: "We are a small remote team of writers, editors and engineers. If you love explaining technology clearly, we would like to hear from you.",
  },
  motivation: {
    title: "Learn Web Development",
    description:
      "Start your web development journey: frontend, backend, databases, deployment, tools and version control, with free course guides and a clear roadmap.",
    heading: "Web Development",
    lead: "Build websites and applications people use every day. Follow a clear roadmap from your first HTML page to deploying full-stack apps.",
  },
} as const satisfies Record<string, PageCopy>;
