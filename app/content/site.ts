/** The brand and the facts every page may show. The brand name is spelled here and nowhere else. */
export const BRAND = "TechHorizon";

/** Absolute origin used in canonical links, the sitemap and feeds. Override with SITE_URL at build. */
export const DEFAULT_SITE_URL = "https://techhorizon.example";

export const contact = {
  email: "hello@techhorizon.example",
  phone: "+1 (555) 010-0199",
  phoneHref: "tel:+15550100199",
  address: ["TechHorizon Media", "480 Example Avenue, Suite 12", "Springfield, OR 97477"],
  hours: "Mon-Fri 9am-5pm EST",
} as const;

/** Facts about the publisher for structured data. */
export const organization = { email: "hello@techhorizon.example" } as const;

export const tagline = "Learn web development, AI and the technology shaping what comes next.";
