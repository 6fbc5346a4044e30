/**
 * The exact texts of docs/product.md and the site's constants that the tests check, each written once
 * (issue 30): a change of copy is one edit in app/content and, at most, one here. Each comment names
 * the section of docs/product.md that fixes the text.
 *
 * The texts are literals on purpose. docs/product.md requires them word for word, and a test that
 * took its expected text from the site's own copy could not catch a wrong one. Where the site
 * exports a constant, it is imported from there, and its type holds it to product.md's value. The
 * interface's other words (labels, messages product.md leaves to us) are the editors' own, read from
 * app/content/copy/ and the pages' `interface` by ./copy.ts and exported here too, so every test
 * imports from this one module.
 */
import { ARTICLES_PER_PAGE as SITE_ARTICLES_PER_PAGE } from "../../app/content/site.ts";

// Identity

/** docs/product.md#identity: the brand. */
export const BRAND = "TechHorizon";
/** docs/product.md#identity: the publication's address. */
export const CONTACT_EMAIL = "hello@techhorizon.example";

// Header and footer

/** docs/product.md#header: the items with a dropdown, in order (the Motivation menu is labelled Web Development). */
export const HEADER_MENUS = ["Web Development", "AI Insights", "Tech Trends", "Services"] as const;
/** docs/product.md#header: the header's items, in order. */
export const HEADER_ITEMS = ["Home", ...HEADER_MENUS, "Blog", "About", "Contact"] as const;
/** docs/product.md#header: the header's Search field. */
export const HEADER_SEARCH = "Search";
/** docs/product.md#header: the Login link after the Search field. */
export const HEADER_LOGIN = "Login";
/** docs/product.md#footer: the 'Stay Updated' e-mail field and its Join button. */
export const NEWSLETTER = { field: "Stay Updated", join: "Join" } as const;

// Home and the web development pages

/** docs/product.md#home: the hero's Get Started and Learn More buttons. */
export const HERO_ACTIONS = { getStarted: "Get Started", learnMore: "Learn More" } as const;
/** docs/product.md#home: the Featured Content section. */
export const FEATURED_CONTENT = "Featured Content";
/**
 * docs/product.md#web-development (/motivation): its hero's heading and buttons, and the closing
 * call to action's buttons.
 */
export const WEBDEV_LANDING = {
  heading: "Web Development",
  startLearningToday: "Start Learning Today",
  viewRoadmap: "View Roadmap",
  startFreeCourse: "Start Free Course",
  viewSuccessStories: "View Success Stories",
} as const;
/** docs/product.md#course-guides: the Learning Roadmap section. */
export const LEARNING_ROADMAP = "Learning Roadmap";
/** docs/product.md#course-guides: the button that opens the Technologies drawer on small screens. */
export const BROWSE_TECHNOLOGIES = "Browse Technologies";

// Blog

/** docs/product.md#blog: the category filter that shows every article, selected by default. */
export const ALL_CATEGORIES = "All";
/** docs/product.md#blog: the three categories, in the filter's order. */
export const CATEGORIES = ["AI Insights", "Motivation", "Tech Trends"] as const;
/** docs/product.md#blog: each category by name (CATEGORIES, one by one). */
export const [AI_INSIGHTS, MOTIVATION, TECH_TRENDS] = CATEGORIES;
/** docs/product.md#blog: the category filter buttons, in order: All, AI Insights, Motivation, Tech Trends. */
export const CATEGORY_FILTERS = [ALL_CATEGORIES, ...CATEGORIES] as const;
/** docs/product.md#blog and #error-messages: what the list says when nothing matches. */
export const NO_ARTICLES_FOUND = "No articles found. Try adjusting your search or category.";
/**
 * docs/product.md#blog (Previous and Next only past 6 articles) and docs/product.md#the-archive (/blog
 * lists the six newest): the site's list page size (app/content/site.ts), which `tsc` holds to 6.
 */
export const ARTICLES_PER_PAGE: 6 = SITE_ARTICLES_PER_PAGE;

// Content that travels

/** docs/product.md#on-this-page: an article's contents list, which marks the section being read. */
export const ON_THIS_PAGE = "On this page";
/** docs/product.md#copy-buttons: the button on each code block, 'Copy as Markdown', and what both say once done. */
export const COPY_BUTTONS = { code: "Copy code", markdown: "Copy as Markdown", done: "Copied" } as const;

// Login

/** docs/product.md#login: 'Sign in to' the brand (docs/product.md#identity). */
export const LOGIN_HEADING = `Sign in to ${BRAND}`;
/** docs/product.md#login: the Remember me checkbox. */
export const REMEMBER_ME = "Remember me";

// Toasts

/** docs/product.md#error-messages: every error toast's title. */
export const ERROR_TOAST_TITLE = "Error";
/** docs/product.md#error-messages: the error toast's text for a login with a missing email or password. */
export const LOGIN_MISSING_FIELDS = "Please enter both email and password.";
/** docs/product.md#error-messages: the login's success toast, naming the brand (docs/product.md#identity). */
export const LOGIN_SUCCESS = { title: "Login Successful!", description: `Welcome back to ${BRAND}!` } as const;
/** docs/product.md#error-messages: the contact form's success toast. */
export const MESSAGE_SENT = {
  title: "Message Sent!",
  description: "Thank you for reaching out. We'll get back to you soon.",
} as const;

// Content that travels

/** docs/product.md#feeds: every list page shows a link to its feed whose accessible name starts with this. */
export const RSS_LINK_START = "RSS";
/** docs/product.md#feeds: the types list pages name their feeds by in <link rel="alternate">. */
export const FEED_TYPES = { rss: "application/rss+xml", json: "application/feed+json" } as const;

// Not-found page

/** docs/product.md#not-found-page: its code, heading and message, and the link home. */
export const NOT_FOUND = {
  code: "404",
  heading: "Page Not Found",
  message: "Oops! The page you're looking for doesn't exist. It might have been moved or deleted.",
  homeLink: "Go Back Home",
} as const;

// Series

/** docs/product.md#series: an article in a series shows 'Part N of M'. */
export const seriesPart = (part: number, count: number) => `Part ${part} of ${count}`;
/** docs/product.md#series: the series page's address. */
export const seriesPath = (id: string) => `/blog/series/${id}`;

export * from "./copy.ts";
