/**
 * The interface copy: the words of a part of the interface (a form, the search, the blog's lists…).
 * A screen's own parts are its page file's `interface` (app/content/pages/login.yaml); the parts on
 * many screens are app/content/copy/<name>.yaml (ADR 0043). Islands need these words in the browser,
 * so each is imported as a module (integration/copy-modules.ts), checked against its schema here as
 * it is read: a mistake fails the build with one line naming the file and the field. `{brand}` and `{email}` are filled in
 * before the check; other `{names}` are filled in where the words are shown (lib/copy-text.ts), and
 * the schema holds each template to the names its code fills.
 */
import * as z from "zod";
import { imageSchema, linkSchema } from "./pages.ts";
import { hinted } from "./editor.ts";
import { text } from "./shared.ts";

/** Words with `{name}` slots the code fills in: each slot named here must be in the text. */
export const template = (...names: string[]) =>
  text().refine((value) => names.every((name) => value.includes(`{${name}}`)), `must contain ${names.map((name) => `{${name}}`).join(" and ")}`);

/** A count in words: the text for one, and for any other number with `{count}`. */
const counted = () => z.strictObject({ one: text(), other: template("count") });

/** Text whose spaces matter, because it is joined to other text (e.g. "I agree to the "). */
const part = () => hinted(z.string(), { help: "Part of one sentence around the two links: the spaces at its ends are part of it." });

const autoComplete = z.enum(["name", "email", "new-password", "current-password"]);
const field = (shape: z.core.$ZodShape = {}) => z.strictObject({ label: text(), autoComplete: autoComplete.optional(), placeholder: text().optional(), ...shape });
const toast = z.strictObject({ title: text(), description: text() });

const loginSchema = z.strictObject({
  email: field(),
  password: field(),
  rememberMe: text(),
  forgot: linkSchema,
  submit: text(),
  google: text(),
  messages: z.strictObject({ missing: text(), invalidEmail: text(), success: toast, googleUnavailable: toast }),
  /** Prefix of the console entry that records a sign-in attempt (never with the password). */
  logLabel: text(),
});

const passwordSchema = z.strictObject({
  minLength: z.int().positive(),
  hint: text(),
  strength: z.strictObject({
    label: text(),
    levels: z.strictObject({ empty: text(), weak: text(), fair: text(), good: text(), strong: text() }),
  }),
  show: text(),
  hide: text(),
});

const signupSchema = z.strictObject({
  formLabel: text(),
  fields: z.strictObject({ name: field(), email: field(), password: field(), confirmPassword: field() }),
  terms: z.strictObject({ before: part(), termsLink: text(), between: part(), privacyLink: text(), after: part() }),
  submit: text(),
  errors: z.strictObject({
    nameRequired: text(),
    emailRequired: text(),
    emailInvalid: text(),
    passwordRequired: text(),
    passwordRule: text(),
    confirmRequired: text(),
    confirmMismatch: text(),
    termsRequired: text(),
  }),
  errorSummary: text(),
  success: toast,
});

const forgotPasswordSchema = z.strictObject({
  formLabel: text(),
  email: field(),
  hint: text(),
  submit: text(),
  errors: z.strictObject({ emailRequired: text(), emailInvalid: text() }),
  /** Worded so it never reveals whether an account exists for the address. */
  success: toast,
});

const contactFieldSchema = z.strictObject({ label: text(), autoComplete: autoComplete.optional(), required: text() });

const contactFormSchema = z.strictObject({
  title: text(),
  intro: text(),
  fields: z.strictObject({ name: contactFieldSchema, email: contactFieldSchema, subject: contactFieldSchema, message: contactFieldSchema }),
  invalidEmail: text(),
  /** A message shorter than this is almost always sent by mistake. */
  messageMinLength: hinted(z.int().positive(), {
    help: "A message shorter than this is almost always sent by mistake; {min} in the message below is this number.",
  }),
  messageTooShort: template("min"),
  submit: text(),
  success: toast,
});

const blogListSchema = z.strictObject({
  allCategories: hinted(text(), { help: "The category button that shows every article." }),
  searchLabel: text(),
  searchPlaceholder: text(),
  filtersLabel: text(),
  categoryLabel: text(),
  noResults: text(),
  clearFilters: text(),
  listLabel: text(),
  byline: text(),
  previous: text(),
  next: text(),
  paginationLabel: text(),
  pageStatus: template("page", "count"),
  resultCount: counted(),
  readingTime: template("minutes"),
  feedTitle: text(),
  rssLink: text(),
  jsonFeedLink: text(),
});

const articleSchema = z.strictObject({
  tocTitle: text(),
  breadcrumbLabel: text(),
  neighboursLabel: text(),
  olderArticle: text(),
  newerArticle: text(),
  relatedTitle: text(),
  allArticles: text(),
  categoryLinkLabel: template("category"),
  updated: text(),
  tagsLabel: text(),
  tagLinkLabel: template("tag"),
  authorLinkLabel: template("name"),
  draft: text(),
  seriesPart: template("part", "count"),
  seriesNavLabel: template("title"),
  previousPart: text(),
  nextPart: text(),
  /** The author of an article that names none: the publication itself. */
  publicationAuthor: z.strictObject({ role: text(), bio: text() }),
});

/** The author, tag and category pages (/blog/authors/<id>, /blog/tags/<tag>, /blog/category/<id>). */
const archiveSchema = z.strictObject({
  authorTitle: template("name"),
  authorDescription: template("name", "role"),
  authorEyebrow: text(),
  tagTitle: template("tag"),
  tagHeading: template("tag"),
  tagEyebrow: text(),
  categoryTitle: template("name"),
  categoryDescription: template("name"),
  categoryEyebrow: text(),
  empty: text(),
  seriesTitle: template("title", "parts"),
  seriesPartCount: counted(),
  seriesEyebrow: text(),
  seriesListLabel: text(),
  seriesPart: template("part"),
});

const readingSchema = z.strictObject({
  share: z.strictObject({ label: text(), article: text(), guide: text() }),
  copied: toast,
  copyFailed: text(),
  /** Accessible name of the "#" link beside a section heading, in articles and guides. */
  anchorLabel: template("heading"),
  /** An article's 'Copy code' and 'Copy as Markdown' buttons, and what they say after a click. */
  copyButtons: z.strictObject({ code: text(), markdown: text(), done: text(), refused: text(), unreachable: text() }),
});

const searchSchema = z.strictObject({
  label: text(),
  placeholder: text(),
  resultsLabel: text(),
  loading: text(),
  unavailable: text(),
  offline: text(),
  count: counted(),
  noResults: template("query"),
  more: text(),
  pageLabel: text(),
  suggestionsTitle: text(),
  suggestions: z.array(text()).min(1),
  browseTitle: text(),
});

const guideSections = z.strictObject({ ai: text(), tech: text() });
const guideSchema = z.strictObject({
  eyebrow: guideSections,
  sections: z.strictObject({ introduction: text(), concepts: text(), practices: text(), mistakes: text(), furtherReading: text() }),
  tocLabel: text(),
  readingTime: template("minutes"),
  backTo: guideSections,
});

const slideSchema = z.strictObject({
  id: text(),
  kicker: text(),
  title: text(),
  subtitle: text(),
  image: imageSchema,
  /** Internal path the slide's button opens. */
  buttonLink: text(),
  buttonLabel: text(),
});

const homeSliderSchema = z.strictObject({
  /** Visible heading of the slider; it also names the carousel region. */
  title: text(),
  /** docs/product.md#constants: the slider advances every 7 seconds. */
  intervalMs: z.int().positive(),
  previous: text(),
  next: text(),
  pause: text(),
  play: text(),
  goTo: template("n"),
  slideLabel: template("n", "total"),
  slides: z.array(slideSchema).min(1),
});

const menuName = z.enum(["courses", "ai", "tech", "services"]);
const navigationSchema = z.strictObject({
  /** The header's items, in the order docs/product.md#header fixes; `menu` names the suggestions a dropdown shows. */
  header: z.array(z.strictObject({ label: text(), href: text(), menu: menuName.optional() })).min(1),
  login: linkSchema,
  skipLink: text(),
  mainLabel: text(),
  menuButton: text(),
  moreIn: template("label"),
  /** The header item (its link) each first folder of an address belongs to, e.g. /ai/tools to /ai. */
  sections: hinted(z.strictObject({ blog: text(), services: text(), ai: text(), tech: text(), webdev: text() }), {
    help: "The header item (its link) each first folder of an address belongs to: its breadcrumb and social card name it.",
  }),
  home: hinted(text(), { help: "The first step of every breadcrumb trail." }),
}).refine((nav) => Object.values(nav.sections).every((href) => nav.header.some((item) => item.href === href)), {
  message: "must each be the link of a header item",
  path: ["sections"],
});

const footerSchema = z.strictObject({
  about: text(),
  /** The platforms' own home pages: the publication has no accounts there yet, so nothing pretends it does. */
  social: hinted(z.array(z.strictObject({ name: text(), href: z.url(), icon: z.enum(["github", "youtube", "bluesky", "x"]) })).min(1), {
    help: "The platforms' own home pages: the publication has no accounts there yet, so nothing pretends it does.",
  }),
  socialLabel: template("name"),
  label: text(),
  title: text(),
  links: z.array(linkSchema).min(1),
});

const newsletterSchema = z.strictObject({
  title: text(),
  text: text(),
  join: text(),
  subscribed: toast,
  missingEmail: text(),
  invalidEmail: text(),
});

/** The main sections, offered at the end of pages that have no more specific next step. */
const mainSectionsSchema = z.strictObject({
  title: text(),
  links: z.array(z.strictObject({ href: text(), title: text(), desc: text() })).min(1),
});

const serviceSchema = z.strictObject({
  card: z.strictObject({ learnMore: text(), learnMoreSuffix: hinted(template("title"), { help: 'Read by screen readers after "Learn more", so each card\'s link names its service.' }), includesLabel: text(), formatLabel: text(), askAbout: template("title") }),
  detail: z.strictObject({
    eyebrow: text(),
    factsLabel: text(),
    sections: z.strictObject({ whatItIs: text(), audience: text(), deliverables: text(), steps: text(), faq: text() }),
    enquire: template("title"),
    allServices: text(),
    related: text(),
  }),
});

const legalSchema = z.strictObject({
  lastUpdatedLabel: text(),
  tocLabel: text(),
  questionsTitle: text(),
  questionsText: text(),
  readThe: template("title"),
});

const notFoundSchema = z.strictObject({ code: text(), homeLink: text() });

const errorSchema = z.strictObject({ heading: text(), lead: text(), homeLink: text() });

const themeSchema = z.strictObject({
  names: z.strictObject({ system: text(), light: text(), dark: text() }),
  button: template("current", "next"),
});

const courseSchema = z.strictObject({
  filterOptions: text(),
  browse: text(),
  closeDrawer: text(),
  showFilters: template("name"),
  hideFilters: template("name"),
  filterGroup: template("name"),
});

const savingSchema = z.strictObject({
  save: text(),
  saveCard: template("title"),
  saveArticle: text(),
  link: text(),
  linkName: counted(),
  steps: z.strictObject({ done: text(), mark: hinted(template("step"), { help: "What screen readers hear for a step's box; it starts with the visible label above." }), progressLabel: text(), cardLabel: template("course"), progress: template("done") }),
  continue: z.strictObject({ offer: template("percent"), button: text(), title: text(), article: text(), course: text(), read: template("percent") }),
  lists: z.strictObject({
    saved: text(),
    addToList: text(),
    newListItem: text(),
    added: template("list"),
    removed: template("list"),
    dialog: z.strictObject({ newTitle: text(), renameTitle: template("name"), label: text(), hint: text(), create: text(), rename: text(), cancel: text() }),
    problems: z.strictObject({ empty: text(), tooLong: text(), taken: template("name"), tooMany: text() }),
  }),
  yourNote: text(),
  saveAll: text(),
  messages: z.strictObject({ unavailable: text(), full: text(), unreadable: text() }),
});

const offlineSchema = z.strictObject({
  update: z.strictObject({ title: text(), description: text(), reload: text() }),
  available: hinted(text(), { help: "Beside a saved article in the library, once its page and images are on this device." }),
  kept: z.strictObject({ title: text(), empty: text(), loading: text() }),
  always: z.strictObject({ title: text(), links: z.array(linkSchema).min(1) }),
});

const libraryPageSchema = z.strictObject({
  loading: text(),
  coursesTitle: text(),
  readingTitle: text(),
  emptySaved: text(),
  emptyList: text(),
  newList: text(),
  rename: text(),
  renameLabel: template("name"),
  deleteList: text(),
  deleteLabel: template("name"),
  deleteConfirm: z.strictObject({ title: template("name"), text: text(), confirm: text(), cancel: text() }),
  listCreated: template("name"),
  listRenamed: template("name"),
  listDeleted: template("name"),
  removeFromListLabel: template("title", "list"),
  filter: z.strictObject({ label: text(), hint: text(), shown: template("shown", "count"), none: text() }),
  note: z.strictObject({
    add: text(),
    edit: text(),
    label: text(),
    counter: template("count"),
    save: text(),
    cancel: text(),
    heading: text(),
    saved: text(),
    removed: text(),
  }),
  sendButton: text(),
  emptyCourses: text(),
  emptyReading: text(),
  emptyLibrary: z.strictObject({ title: text(), text: text(), links: z.array(linkSchema).min(1) }),
  remove: text(),
  removeLabel: template("title"),
  read: template("percent"),
  completed: text(),
  showMore: text(),
  actionsLabel: text(),
  export: text(),
  import: text(),
  clear: text(),
  backup: text(),
  imported: z.strictObject({
    title: text(),
    nothing: text(),
    saved: counted(),
    lists: counted(),
    notes: counted(),
    courses: counted(),
    reading: counted(),
  }),
  importErrors: z.strictObject({ damaged: text(), foreign: text(), future: text(), invalid: text(), tooLarge: text() }),
  stored: z.strictObject({ unreadable: text(), unavailable: text() }),
  confirm: z.strictObject({ title: text(), text: text(), confirm: text(), cancel: text() }),
  cleared: text(),
  removed: template("title"),
  persist: z.strictObject({ granted: text(), notGranted: text(), unknown: text() }),
  noscript: text(),
});

/** The library's link: "Send to another device" and the offer a link makes (components/library/). */
const libraryLinkSchema = z.strictObject({
  send: z.strictObject({
    title: text(),
    text: template("summary"),
    empty: text(),
    link: text(),
    copy: text(),
    copied: text(),
    refused: text(),
    qrLabel: text(),
    tooLongForQr: text(),
    tooLong: text(),
    close: text(),
  }),
  receive: z.strictObject({
    title: text(),
    text: template("summary"),
    nothing: text(),
    reading: text(),
    add: text(),
    cancel: text(),
    unreadable: text(),
    reasons: z.strictObject({ damaged: text(), future: text(), tooLarge: text(), invalid: text(), offline: text() }),
    added: template("summary"),
  }),
  counts: z.strictObject({ articles: counted(), lists: counted(), notes: counted(), courses: counted() }),
});

/** /llms.txt (lib/llms-txt.ts): its summary, its sections' titles and the links to the whole archive. */
const llmsSchema = z.strictObject({
  summary: text(),
  sections: z.strictObject({ articles: text(), guides: text(), courses: text(), services: text(), optional: text() }),
  archive: z.strictObject({
    blog: z.strictObject({ title: text(), line: text() }),
    sitemap: z.strictObject({ title: text(), line: text() }),
  }),
});

/**
 * Each copy and its schema: a page's name (content/schemas/pages.ts) is its page file's `interface`,
 * any other name a file of app/content/copy/; a file whose name is not here fails the build. The
 * modules' types are made from this map (integration/copy-modules.ts): adding a copy file is the
 * file and its entry here.
 */
export const copySchemas = {
  login: loginSchema,
  password: passwordSchema,
  signup: signupSchema,
  "forgot-password": forgotPasswordSchema,
  "contact-form": contactFormSchema,
  "blog-list": blogListSchema,
  article: articleSchema,
  archive: archiveSchema,
  reading: readingSchema,
  search: searchSchema,
  guide: guideSchema,
  "home-slider": homeSliderSchema,
  navigation: navigationSchema,
  footer: footerSchema,
  newsletter: newsletterSchema,
  "main-sections": mainSectionsSchema,
  services: serviceSchema,
  legal: legalSchema,
  "not-found": notFoundSchema,
  error: errorSchema,
  theme: themeSchema,
  course: courseSchema,
  saving: savingSchema,
  library: libraryPageSchema,
  "library-link": libraryLinkSchema,
  offline: offlineSchema,
  llms: llmsSchema,
} as const;

export type CopyName = keyof typeof copySchemas;
/** The words of one copy file as its schema made them. */
export type Copy<N extends CopyName> = z.output<(typeof copySchemas)[N]>;

export type ContactField = keyof Copy<"contact-form">["fields"];
export type ShareKind = "article" | "guide";
export type Slide = Copy<"home-slider">["slides"][number];
export type HomeImage = Slide["image"];
export type OnwardLink = Copy<"main-sections">["links"][number];
export type SocialLink = Copy<"footer">["social"][number];
export type MenuName = z.output<typeof menuName>;
