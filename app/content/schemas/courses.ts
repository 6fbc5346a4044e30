/**
 * The web development courses. Each topic (/webdev/{slug}) is one YAML file in
 * app/content/courses/topics/ with its own title, definition and four importance points, plus its
 * card on the /motivation landing page. What every course page shares (the Technologies sidebar, the
 * Learning Roadmap, What You'll Learn, the statistics and the section titles) is one file,
 * app/content/courses/course-guide.yaml, and the landing page's own copy is
 * app/content/courses/motivation.yaml.
 */
import * as z from "zod";

const text = z.string().trim().min(1);

/** Icons the course components draw (mapped to lucide-react in components/course/course-icon.tsx). */
export const COURSE_ICONS = [
  "html",
  "css",
  "javascript",
  "react",
  "tailwind",
  "frontend",
  "backend",
  "database",
  "deployment",
  "tools",
  "versioncontrol",
  "projects",
  "roadmap",
  "career",
  "pace",
  "growth",
  "problem",
  "innovation",
  "community",
] as const;
export type CourseIconName = (typeof COURSE_ICONS)[number];

/** Colour families for icons and chips; the components turn them into contrast-checked classes. */
export const COURSE_TONES = ["orange", "blue", "amber", "cyan", "teal", "indigo", "emerald", "violet", "rose", "slate"] as const;
export type CourseTone = (typeof COURSE_TONES)[number];

const icon = z.enum(COURSE_ICONS);
const tone = z.enum(COURSE_TONES);

/** One topic: app/content/courses/topics/{slug}.yaml makes /webdev/{slug}. */
export const courseTopicSchema = z.strictObject({
  /** Page heading, also used in "Why {title} is Important?". */
  title: text,
  /** One line for the header menu and the "More course guides" links. */
  summary: text,
  /** Place in the menu, the landing page and the onward links; lower comes first. */
  order: z.number().int().default(100),
  /** The lead under the title. */
  definition: text,
  importance: z.array(text).length(4, "must list exactly four points"),
  /** Decorative picture in the hero: a file in public/, written from the site root. */
  illustration: text,
  /** The topic's card on /motivation. */
  card: z.strictObject({
    description: text,
    icon,
    color: tone,
    features: z.array(text).min(1),
  }),
});
export type CourseTopicData = z.infer<typeof courseTopicSchema>;

export interface CourseTopic extends CourseTopicData {
  slug: string;
  /** /webdev/{slug} */
  path: string;
}

const technologySchema = z.strictObject({
  /** A short lowercase key, unique in the list. */
  id: z.string().regex(/^[a-z0-9-]+$/, "must be lowercase letters, digits or hyphens"),
  name: text,
  icon,
  color: tone,
  filters: z.array(text).min(1),
});
export type Technology = z.infer<typeof technologySchema>;

/** What every course page shares: app/content/courses/course-guide.yaml. */
export const courseGuideSchema = z.strictObject({
  subtitle: text,
  sidebar: z.strictObject({
    title: text,
    intro: text,
    /** The technology selected when the page opens; the first one when left out. */
    selected: z.string().optional(),
    technologies: z.array(technologySchema).min(1),
  }),
  roadmap: z.strictObject({
    title: text,
    intro: text,
    steps: z.array(z.strictObject({ title: text, text })).min(1),
  }),
  /** The importance section's heading; {title} is replaced by the topic's title. */
  importanceTitle: text,
  learn: z.strictObject({ title: text, items: z.array(text).min(1) }),
  stats: z.strictObject({ title: text, items: z.array(z.strictObject({ value: text, label: text })).min(1) }),
  /** Heading of the links to the other course pages. */
  onwardTitle: text,
});
export type CourseGuide = z.infer<typeof courseGuideSchema>;
export type CourseStat = CourseGuide["stats"]["items"][number];
export type RoadmapStep = CourseGuide["roadmap"]["steps"][number];

const link = z.strictObject({ label: text, href: text });

/** The landing page's copy around the topic cards: app/content/courses/motivation.yaml. */
export const motivationSchema = z.strictObject({
  heroActions: z.strictObject({ start: link, roadmap: link }),
  benefits: z.array(z.strictObject({ icon, title: text, text })).min(1),
  why: z.strictObject({
    title: text,
    intro: text,
    reasons: z.array(z.strictObject({ icon, color: tone, title: text, text })).min(1),
  }),
  topics: z.strictObject({ title: text, intro: text, action: text }),
  closing: z.strictObject({
    title: text,
    text,
    start: link,
    stories: link,
    claims: z.array(text).default([]),
  }),
});
export type Motivation = z.infer<typeof motivationSchema>;
export type BenefitTile = Motivation["benefits"][number];
export type ReasonCard = Motivation["why"]["reasons"][number];
