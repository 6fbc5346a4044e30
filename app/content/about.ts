/** Copy of the About page (/about): mission, vision, values and the illustrative team. */
import type { OnwardLink } from "./explore.ts";
import type { Author } from "./blog.ts";
import { BRAND } from "./site.ts";

export type ValueIcon = "sparkles" | "book" | "rocket" | "handshake";

export interface CompanyValue {
  name: string;
  description: string;
  icon: ValueIcon;
}

/** A member of the team is an author (app/content/authors/). */
export type TeamMember = Author;

export const aboutHero = {
  eyebrow: "About us",
  image: { src: "/images/about/horizon.svg", width: 560, height: 420 },
} as const;

export const mission = {
  id: "mission",
  title: "Our mission",
  paragraphs: [
    "Technology rewards the people who understand it, and too much of the material written about it is either marketing or aimed at experts. We publish free, carefully edited guides that explain web development, artificial intelligence and the trends behind them in plain language, with working examples you can run the same evening.",
    "Every guide is written or reviewed by someone who builds software for a living, checked against current documentation, and revised when the tools change. We measure ourselves by one thing: whether a reader can do something after reading that they could not do before.",
  ],
} as const;

export const vision = {
  id: "vision",
  title: "Our vision",
  paragraphs: [
    "We want learning technology to feel as ordinary as learning to cook: something anyone can start, at any age and from any background, without paying for a bootcamp or knowing the jargon first.",
    `In five years we want ${BRAND} to be the place a self-taught developer returns to at every stage, from a first HTML page to leading a team that ships AI features responsibly, and a place that keeps them motivated on the weeks when progress feels slow.`,
  ],
} as const;

export const valuesSection = {
  id: "values",
  title: "What we value",
  intro: "Four commitments guide what we write, how we edit it and who we write it for.",
} as const;

export const values: readonly CompanyValue[] = [
  {
    name: "Inspiration & Empowerment",
    description:
      "We show what is possible and then hand you the tools to do it yourself. A good guide ends with a next step you can take today, not with a feeling that others are smarter.",
    icon: "sparkles",
  },
  {
    name: "Knowledge & Clarity",
    description:
      "We explain one idea at a time, define every term the first time we use it, and cut any sentence that does not help a reader understand. Accuracy comes before speed of publishing.",
    icon: "book",
  },
  {
    name: "Innovation & Progress",
    description:
      "We follow new frameworks, models and platform features closely, test them on real projects, and tell you honestly which ones are worth learning now and which can wait.",
    icon: "rocket",
  },
  {
    name: "Integrity & Inclusivity",
    description:
      "We accept no paid placements, we disclose every affiliation, and we write for readers of every background, with accessible pages that work on any device and connection.",
    icon: "handshake",
  },
];

export const teamSection = {
  id: "team",
  title: "The people behind the guides",
  intro: "A small editorial and engineering team writes, reviews and maintains everything we publish.",
  note: "The team members shown here are illustrative: they represent the roles on our editorial team rather than real, named people.",
} as const;

export const aboutOnward = {
  title: "Start learning with us",
  links: [
    { href: "/motivation", title: "Web Development", desc: "Follow our roadmap from HTML basics to deployment." },
    { href: "/ai", title: "AI Insights", desc: "Understand machine learning, NLP and the ethics of AI." },
    { href: "/blog", title: "Blog", desc: "Read our latest articles on AI, trends and motivation." },
    { href: "/services", title: "Services", desc: "Work with our team through consulting and workshops." },
    { href: "/careers", title: "Careers", desc: "Join a small remote team that loves explaining technology." },
    { href: "/contact", title: "Contact", desc: "Suggest a topic or ask a question; we reply within two working days." },
  ] satisfies readonly OnwardLink[],
} as const;
