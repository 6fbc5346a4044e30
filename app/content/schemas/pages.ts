/**
 * The copy of the site's fixed pages: app/content/pages/<page>.yaml, one file per page. Every page
 * has a title and description (its <title> and search snippet) and a hero (heading and lead, with an
 * optional eyebrow, image and buttons); a page with more to say has `sections`, whose fields depend on
 * the page, so each page has its schema below. A file whose name is not one of the pages fails.
 */
import * as z from "zod";
import { careersPageSchema } from "./careers.ts";
import { servicesPageSchema } from "./services.ts";
import { hinted } from "./editor.ts";
import { slug, text } from "./shared.ts";

const whole = () => z.int("must be a whole number").positive();

/** An illustration; `alt` stays empty when the image only decorates text that says the same. */
export const imageSchema = z.strictObject({
  src: z.string().regex(/^\/images\/[a-z0-9/_-]+\.(svg|png|webp|avif|jpg)$/, "must be a path under /images/, e.g. /images/about/horizon.svg"),
  width: whole(),
  height: whole(),
  alt: z.string().default(""),
});

/** A button or link: its text and where it goes (a path such as /ai, or #id of a section on the page). */
export const linkSchema = z.strictObject({ label: text(), href: text() });

/** A card pointing to another page, with one line saying why to go there. */
const onwardLinkSchema = z.strictObject({ href: text(), title: text(), desc: text() });

const statsSchema = z.strictObject({
  /** Names the band of figures for screen readers. */
  label: text(),
  items: z.array(z.strictObject({ value: text(), label: text() })).min(1),
});

const ctaSchema = z.strictObject({ title: text(), text: text(), links: z.array(linkSchema).min(1).max(2) });

const onwardSchema = z.strictObject({ title: text(), links: z.array(onwardLinkSchema).min(1) });

/** A titled section; its `id` is the anchor (#id) a button or link can point to. */
const section = <S extends z.core.$ZodShape>(shape: S) => z.strictObject({ id: slug(), title: text(), ...shape });

const heroText = {
  /** The small line above the heading. */
  eyebrow: text().optional(),
  heading: text(),
  lead: text(),
};
const heroActions = z.array(linkSchema).max(2).default([]);

const heroSchema = z.strictObject({ ...heroText, actions: heroActions });

/** A hero with its illustration beside the heading (About, AI Insights, Tech Trends). */
const illustratedHero = z.strictObject({ ...heroText, image: imageSchema, actions: heroActions });

const meta = {
  /** In the browser tab and search results as "<title> — {brand}". */
  title: text(),
  /** The search-result snippet and social card text. */
  description: text(),
};

const page = <H extends z.ZodType, S extends z.ZodType>(hero: H, sections: S) => z.strictObject({ ...meta, hero, sections });

/** A page with a title, description and hero only (its other text belongs to its form or list). */
const plainPage = z.strictObject({ ...meta, hero: heroSchema });

/** A line of text in which `[label](/path)` is a link, e.g. "Already have an account? [Sign in](/login)". */
const linkedLine = () =>
  text().refine((line) => !/\[[^\]]*\](?!\([^)\s]+\))/.test(line), "has a [label] that is not followed by (/path) to make it a link");

/** Sign-up and password reset: the lines under the form, then the small privacy note. */
const authPage = page(heroSchema, z.strictObject({ footer: z.array(linkedLine()).min(1), note: linkedLine() }));

const loginSchema = page(
  heroSchema,
  z.strictObject({
    /** Under the lead: the way to sign up instead. */
    intro: linkedLine(),
    /** Between the form and the Google button. */
    divider: text(),
    legal: linkedLine(),
    note: linkedLine(),
  }),
);

const homeIcons = ["bot", "shield", "trending-up", "flame", "layers", "brain", "chart"] as const;
const homeIcon = () => z.enum(homeIcons, `must be one of ${homeIcons.join(", ")}`);
export type HomeIcon = (typeof homeIcons)[number];

const homeSchema = page(
  z.strictObject({
    ...heroText,
    image: imageSchema,
    /** Both buttons also write their `log` line to the browser console (docs/product.md#home). */
    actions: z.array(linkSchema.extend({ log: text() })).length(2, "must be a list of two buttons"),
    chipsLabel: text(),
    chips: z.array(z.strictObject({ label: text(), icon: homeIcon() })).min(1),
  }),
  z.strictObject({
    stats: statsSchema,
    featured: section({
      intro: text(),
      items: z.array(z.strictObject({ href: text(), kicker: text(), title: text(), description: text(), action: text(), icon: homeIcon() })).min(1),
    }),
    explore: onwardSchema,
    cta: ctaSchema,
  }),
);

const valueIcons = ["sparkles", "book", "rocket", "handshake"] as const;
export type ValueIcon = (typeof valueIcons)[number];

const aboutSchema = page(
  illustratedHero,
  z.strictObject({
    mission: section({ paragraphs: z.array(text()).min(1) }),
    vision: section({ paragraphs: z.array(text()).min(1) }),
    values: section({
      intro: text(),
      items: z.array(z.strictObject({ name: text(), description: text(), icon: z.enum(valueIcons, `must be one of ${valueIcons.join(", ")}`) })).min(1),
    }),
    /** The team members themselves are the authors (app/content/authors/). */
    team: section({ intro: text(), note: text() }),
    onward: onwardSchema,
  }),
);

const aiIcons = ["briefcase", "wand", "lightbulb", "shield", "sparkles", "chart", "layers", "message", "eye", "scale"] as const;
const aiIcon = () => z.enum(aiIcons, `must be one of ${aiIcons.join(", ")}`);
export type AiIcon = (typeof aiIcons)[number];

const aiSchema = page(
  illustratedHero,
  z.strictObject({
    stats: statsSchema,
    reasons: section({ intro: text(), items: z.array(z.strictObject({ title: text(), text: text(), icon: aiIcon() })).min(1) }),
    topics: section({
      intro: text(),
      /** Put before each card's guide title: "Read: AI Trends". */
      action: text(),
      items: z
        .array(
          z.strictObject({
            title: text(),
            description: text(),
            /** The AI guide (/ai/<guide>) that covers the topic. */
            guide: hinted(slug(), { aiGuide: true }),
            icon: aiIcon(),
          }),
        )
        .min(1),
    }),
    cta: ctaSchema,
  }),
);

const techTrendsSchema = page(
  illustratedHero,
  z.strictObject({
    stats: statsSchema,
    languages: section({
      intro: text(),
      labels: z.strictObject({ features: text(), popularity: text(), salary: text(), jobs: text() }),
      /** Says where the figures come from; shown under the cards. */
      note: text(),
      items: z
        .array(
          z.strictObject({
            /** Used in the card's element ids. */
            id: slug(),
            title: text(),
            tagline: text(),
            description: text(),
            features: z.array(text()).min(1),
            popularity: z.int("must be a whole number").min(0).max(100),
            salary: text(),
            jobs: text(),
          }),
        )
        .min(1),
    }),
    choosing: section({ tips: z.array(z.strictObject({ title: text(), text: text() })).min(1) }),
    /** The /tech/* guides, each a card that opens it (the guides collection gives their titles and lines). */
    guides: section({ intro: text(), action: text() }),
    cta: ctaSchema,
  }),
);

const contactSchema = page(
  heroSchema,
  z.strictObject({
    /** The email address, phone, office and hours themselves come from app/content/settings.json (the editor's Site settings). */
    details: section({ intro: text(), labels: z.strictObject({ email: text(), phone: text(), address: text(), hours: text() }) }),
    next: section({ points: z.array(z.strictObject({ title: text(), text: text() })).min(1) }),
  }),
);

/** Each page's file and its schema. */
export const pageSchemas = {
  home: homeSchema,
  about: aboutSchema,
  ai: aiSchema,
  "tech-trends": techTrendsSchema,
  contact: contactSchema,
  blog: plainPage,
  login: loginSchema,
  signup: authPage,
  "forgot-password": authPage,
  search: plainPage,
  library: plainPage,
  offline: plainPage,
  "not-found": plainPage,
  motivation: plainPage,
  // Pages whose entries are their own collections: the copy around the list lives here.
  services: servicesPageSchema,
  careers: careersPageSchema,
} as const;

export type PageId = keyof typeof pageSchemas;
export const pageIds = Object.keys(pageSchemas) as PageId[];
export type PageData<K extends PageId> = z.infer<(typeof pageSchemas)[K]>;
export type Hero = z.infer<typeof heroSchema> & { image?: Image };
export type Image = z.infer<typeof imageSchema>;
export type Link = z.infer<typeof linkSchema>;
export type Stats = z.infer<typeof statsSchema>;
