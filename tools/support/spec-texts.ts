/**
 * The spec's exact texts and the site's constants that the tests check, each written once (issue 30):
 * a change of copy is one edit in app/content and, at most, one here.
 *
 * The texts are literals on purpose. spec.md and decisions.md require them word for word, and a test
 * that took its expected text from the site's own copy could not catch a wrong one. Where the site
 * exports a constant, it is imported from there, and its type holds it to the spec's value. The
 * interface's other words (labels, messages the spec leaves to us) are the editors' own, read from
 * app/content/copy/ by ./copy.ts and exported here too, so every test imports from this one module.
 */
import { ARTICLES_PER_PAGE as SITE_ARTICLES_PER_PAGE } from "../../app/content/site.ts";

// Identity

/** decisions.md, Identity: `{brand}` is TechHorizon. */
export const BRAND = "TechHorizon";
/** decisions.md, Identity: `{email}` is the publication's address. */
export const CONTACT_EMAIL = "hello@techhorizon.example";

// Header and footer

/** decisions.md, Header: the items with a dropdown, in order (the spec's Motivation menu is labelled Web Development). */
export const HEADER_MENUS = ["Web Development", "AI Insights", "Tech Trends", "Services"] as const;
/** decisions.md, Header: the header's items, in order. */
export const HEADER_ITEMS = ["Home", ...HEADER_MENUS, "Blog", "About", "Contact"] as const;
/** spec.md §2 Shared elements and decisions.md, Header: the header's Search field. */
export const HEADER_SEARCH = "Search";
/** decisions.md, Header: the Login link after the Search field. */
export const HEADER_LOGIN = "Login";
/** spec.md §2 Shared elements, Footer: the 'Stay Updated' e-mail field and its Join button. */
export const NEWSLETTER = { field: "Stay Updated", join: "Join" } as const;

// Home and the web development pages

/** spec.md §2 Home: the hero's Get Started and Learn More buttons. */
export const HERO_ACTIONS = { getStarted: "Get Started", learnMore: "Learn More" } as const;
/** spec.md §2 Home: the Featured Content section. */
export const FEATURED_CONTENT = "Featured Content";
/** spec.md §2 Web development landing page (/motivation): its hero's heading and buttons, and the closing call to action's buttons. */
export const WEBDEV_LANDING = {
  heading: "Web Development",
  startLearningToday: "Start Learning Today",
  viewRoadmap: "View Roadmap",
  startFreeCourse: "Start Free Course",
  viewSuccessStories: "View Success Stories",
} as const;
/** spec.md §2 Course guide pages: the Learning Roadmap section. */
export const LEARNING_ROADMAP = "Learning Roadmap";
/** spec.md §2 Course guide pages: the button that opens the Technologies drawer on small screens. */
export const BROWSE_TECHNOLOGIES = "Browse Technologies";

// Blog

/** spec.md §2 Blog and §4: the category filter that shows every article, selected by default. */
export const ALL_CATEGORIES = "All";
/** spec.md §2 Blog, §3 and §9: the three categories, in the filter's order. */
export const CATEGORIES = ["AI Insights", "Motivation", "Tech Trends"] as const;
/** spec.md §2 Blog: each category by name (CATEGORIES, one by one). */
export const [AI_INSIGHTS, MOTIVATION, TECH_TRENDS] = CATEGORIES;
/** spec.md §2 Blog and §9: the category filter buttons, in order: All, AI Insights, Motivation, Tech Trends. */
export const CATEGORY_FILTERS = [ALL_CATEGORIES, ...CATEGORIES] as const;
/** spec.md §2 Blog and §8: what the list says when nothing matches. */
export const NO_ARTICLES_FOUND = "No articles found. Try adjusting your search or category.";
/**
 * spec.md §2 Blog and §9 (Previous and Next only past 6 articles), decisions.md, The archive (/blog
 * lists the six newest): the site's list page size (app/content/site.ts), which `tsc` holds to 6.
 */
export const ARTICLES_PER_PAGE: 6 = SITE_ARTICLES_PER_PAGE;

// Content that travels

/** decisions.md, Content that travels: an article's contents list, which marks the section being read. */
export const ON_THIS_PAGE = "On this page";
/** decisions.md, Content that travels: the button on each code block, 'Copy as Markdown', and what both say once done. */
export const COPY_BUTTONS = { code: "Copy code", markdown: "Copy as Markdown", done: "Copied" } as const;

// Login

/** spec.md §2 Login: 'Sign in to' the product, the product being the brand (decisions.md, Identity). */
export const LOGIN_HEADING = `Sign in to ${BRAND}`;
/** spec.md §2 Login: the Remember me checkbox. */
export const REMEMBER_ME = "Remember me";

// Toasts

/** spec.md §8 and decisions.md, Behaviour (toasts): every error toast's title. */
export const ERROR_TOAST_TITLE = "Error";
/** spec.md §8: the error toast's text for a login with a missing email or password. */
export const LOGIN_MISSING_FIELDS = "Please enter both email and password.";
/** spec.md §8, success messages: the login's, 'the product' being the brand (decisions.md, Identity). */
export const LOGIN_SUCCESS = { title: "Login Successful!", description: `Welcome back to ${BRAND}!` } as const;
/** spec.md §8, success messages: the contact form's. */
export const MESSAGE_SENT = {
  title: "Message Sent!",
  description: "Thank you for reaching out. We'll get back to you soon.",
} as const;

// Content that travels

/** decisions.md, "Content that travels": every list page shows a link to its feed whose accessible name starts with this. */
export const RSS_LINK_START = "RSS";
/** decisions.md, "Content that travels": the types list pages name their feeds by in <link rel="alternate">. */
export const FEED_TYPES = { rss: "application/rss+xml", json: "application/feed+json" } as const;

// Not-found page

/** spec.md §2 Not-found page: its code, heading and message, and the link home. */
export const NOT_FOUND = {
  code: "404",
  heading: "Page Not Found",
  message: "Oops! The page you're looking for doesn't exist. It might have been moved or deleted.",
  homeLink: "Go Back Home",
} as const;

// Series

/** decisions.md, Content that travels: an article in a series shows 'Part N of M'. */
export const seriesPart = (part: number, count: number) => `Part ${part} of ${count}`;
/** decisions.md, Content that travels: the series page's address. */
export const seriesPath = (id: string) => `/blog/series/${id}`;

export * from "./copy.ts";
