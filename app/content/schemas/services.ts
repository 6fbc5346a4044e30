/**
 * The services collection: one YAML file per service in app/content/services/<slug>.yaml makes the
 * page /services/<slug>, its line in the "All services" list and, with `card`, its card on /services;
 * `menu: true` puts it in the header's Services menu. The /services page's own copy is
 * app/content/pages/services.yaml.
 */
import * as z from "zod";
import { hinted } from "./editor.ts";
import { list, metaDescription, text } from "./fields.ts";

/** Two words that belong together, e.g. a fact's label and value. */
const fact = z.strictObject({ label: text, value: text });
const item = z.strictObject({ title: text, desc: text });

export const serviceIcons = ["brain", "flame", "presentation", "compass"] as const;

/** What a featured service shows on its card on /services. */
const card = z.strictObject({
  icon: z.enum(serviceIcons),
  /** Who the service is for and what it changes, in two or three sentences. */
  description: text,
  /** What an engagement includes. */
  includes: list(text),
  /** Length and format, e.g. "Half a day, on site or remote". */
  format: text,
});

export const serviceSchema = z.strictObject({
  title: text,
  /** One line: the menu's description and the line under the title in lists. */
  summary: text,
  /** The hero's lead paragraph. */
  intro: text,
  /** Meta description, 50–160 characters. */
  description: metaDescription,
  /** Position in every list of services (lowest first); services with the same order sort by slug. */
  order: z.number().int().default(100),
  /** Shown in the header's Services menu (in `order`). */
  menu: z.boolean().default(false),
  /** Present on the services featured as cards on /services. */
  card: card.optional(),
  /** The "At a glance" facts beside the hero. */
  facts: list(fact),
  /** "What it is": paragraphs. */
  whatItIs: list(text),
  audience: z.strictObject({ intro: text, points: list(text, 3) }),
  deliverables: list(item, 3),
  /** "How we work together", in the order they happen. */
  steps: list(item, 3),
  faq: list(z.strictObject({ question: text, answer: text }), 3, 4),
  cta: z.strictObject({ title: text, text: text }),
  /** Slugs of other services (file names without .yaml), linked at the end of the page. */
  related: list(hinted(text, { entryOf: "services" })),
});

export type Service = z.infer<typeof serviceSchema>;
export type ServiceCard = NonNullable<Service["card"]>;
export type ServiceIcon = ServiceCard["icon"];
export type ServiceFact = z.infer<typeof fact>;
export type ServiceFaq = Service["faq"][number];

/** The /services page: its head, hero and sections (app/content/pages/services.yaml). */
export const servicesPageSchema = z.strictObject({
  /** In <title> as "{title} — brand". */
  title: text,
  description: metaDescription,
  heading: text,
  lead: text,
  offer: z.strictObject({ title: text, intro: text }),
  process: z.strictObject({ title: text, intro: text, steps: list(item) }),
  all: z.strictObject({ title: text, intro: text }),
  cta: z.strictObject({
    title: text,
    text: text,
    /** First button (solid), then the others (outlined). */
    links: list(z.strictObject({ label: text, href: text })),
  }),
});

export type ServicesPage = z.infer<typeof servicesPageSchema>;
