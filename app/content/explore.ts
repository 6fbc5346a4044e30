/** A link to a next page, with a one-line reason to go there. */
export interface OnwardLink {
  href: string;
  title: string;
  desc: string;
}

/** The main sections, offered at the end of pages that have no more specific next step. */
export const mainSections: readonly OnwardLink[] = [
  { href: "/motivation", title: "Web Development", desc: "Six free course guides from frontend to deployment." },
  { href: "/ai", title: "AI Insights", desc: "How artificial intelligence works and where it helps." },
  { href: "/tech-trends", title: "Tech Trends", desc: "The programming languages in demand, compared." },
  { href: "/blog", title: "Blog", desc: "Articles on AI, trends and staying motivated." },
  { href: "/services", title: "Services", desc: "Consulting, workshops, briefings and coaching." },
  { href: "/contact", title: "Contact", desc: "Questions or ideas? We answer within two working days." },
];
