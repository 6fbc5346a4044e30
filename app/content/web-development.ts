/**
 * The web development landing page (/motivation): benefit tiles, reasons to learn, one card per
 * course topic and the closing call to action. Spec §2 and §9 fix the section titles, button labels
 * and claims word for word.
 */
import { coursePath, courseTopics, type CourseSlug } from "./courses.ts";
import type { CourseIconName, CourseTone } from "./course-guide.ts";

export interface BenefitTile {
  icon: CourseIconName;
  title: string;
  desc: string;
}

export const benefitTiles: readonly BenefitTile[] = [
  { icon: "projects", title: "Hands-on Projects", desc: "Build a real site or app in every module instead of only reading about it." },
  { icon: "roadmap", title: "Clear Roadmap", desc: "Five steps from your first HTML page to production-ready applications." },
  { icon: "career", title: "Career-Ready Skills", desc: "Learn the tools employers ask for: Git, React, SQL and CI/CD." },
  { icon: "pace", title: "Learn at Your Pace", desc: "Every guide is free to read, on any device, whenever you have an hour." },
];

export const heroActions = {
  start: { label: "Start Learning Today", href: coursePath("frontend") },
  roadmap: { label: "View Roadmap", href: `${coursePath("frontend")}#learning-roadmap` },
} as const;

export interface ReasonCard {
  icon: CourseIconName;
  color: CourseTone;
  title: string;
  text: string;
}

export const whyWebDevelopment = {
  id: "why-web-development",
  title: "Why Choose Web Development?",
  intro: "Few skills open as many doors: every business, charity and public service needs people who can build for the web.",
  reasons: [
    {
      icon: "growth",
      color: "emerald",
      title: "Growing Industry",
      text: "Jobs for web developers and digital designers are projected to grow 23% from 2021 to 2031, far faster than average, with salaries of $70k-$150k+ as your experience grows.",
    },
    {
      icon: "problem",
      color: "blue",
      title: "Problem Solving",
      text: "Every feature is a puzzle: you turn a vague request into small, testable steps and see the result in the browser within seconds.",
    },
    {
      icon: "innovation",
      color: "violet",
      title: "Innovation",
      text: "The web platform keeps moving, from WebAssembly to AI-powered interfaces, and whatever you build reaches anyone with a browser, no app store needed.",
    },
    {
      icon: "community",
      color: "rose",
      title: "Community",
      text: "Open-source libraries, free documentation, forums and local meetups: millions of developers share what they know, so help is never far away.",
    },
  ] satisfies readonly ReasonCard[],
} as const;

export interface TopicCard {
  slug: CourseSlug;
  title: string;
  description: string;
  icon: CourseIconName;
  color: CourseTone;
  features: readonly string[];
  detailsLink: string;
}

type TopicCardCopy = Omit<TopicCard, "slug" | "title" | "detailsLink">;

const topicCardCopy: Record<CourseSlug, TopicCardCopy> = {
  frontend: {
    description: "Build the interfaces people see and touch, from semantic markup to interactive React apps.",
    icon: "frontend",
    color: "indigo",
    features: ["Semantic HTML and accessibility", "Flexbox, Grid and responsive design", "Modern JavaScript (ES6+)", "React components and hooks"],
  },
  backend: {
    description: "Write the servers and APIs that store data, check permissions and run the business logic.",
    icon: "backend",
    color: "emerald",
    features: ["Node.js and Express", "REST and GraphQL APIs", "Authentication and authorisation", "Testing server code"],
  },
  database: {
    description: "Model, query and protect the data every application depends on.",
    icon: "database",
    color: "amber",
    features: ["Relational modelling and SQL", "Indexes and query tuning", "PostgreSQL and MongoDB", "Migrations and backups"],
  },
  deployment: {
    description: "Ship your code safely and often with automated pipelines, containers and monitoring.",
    icon: "deployment",
    color: "rose",
    features: ["CI/CD with GitHub Actions", "Docker containers", "Cloud hosting and CDNs", "Monitoring and logging"],
  },
  toolandresourse: {
    description: "Set up the editor, terminal and browser tools that make everyday development faster.",
    icon: "tools",
    color: "cyan",
    features: ["VS Code setup and extensions", "Browser developer tools", "npm and package management", "Linters and formatters"],
  },
  versioncontrol: {
    description: "Track every change, work in parallel on branches and review code with your team.",
    icon: "versioncontrol",
    color: "violet",
    features: ["Git fundamentals", "Branching and merging", "Pull requests and code review", "Resolving merge conflicts"],
  },
};

export const masterEveryAspect = {
  id: "master-every-aspect",
  title: "Master Every Aspect",
  intro: "Six free course guides cover the whole stack. Start with the frontend, or jump to the part you need today.",
  action: "Start Learning",
  cards: courseTopics.map(
    (t): TopicCard => ({ slug: t.slug, title: t.title, detailsLink: coursePath(t.slug), ...topicCardCopy[t.slug] }),
  ),
} as const;

export const closingCta = {
  title: "Start building for the web today",
  text: "Follow the roadmap one step at a time and join thousands of learners who turned curiosity into a career.",
  start: { label: "Start Free Course", href: coursePath("frontend") },
  stories: { label: "View Success Stories", href: "/blog?category=Motivation" },
  claims: ["50,000+ Students Enrolled", "95% Success Rate", "24/7 Support Available"],
} as const;
