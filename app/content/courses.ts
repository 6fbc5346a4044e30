/**
 * The six web development course guides (/webdev/{slug}). Each topic has its own title, definition
 * and four importance points (decisions.md); what the guides share (sidebar, roadmap, learn list,
 * statistics) is in course-guide.ts, and the landing page's cards are in web-development.ts.
 */
export interface CourseTopic {
  slug: string;
  /** Page heading, also used in "Why {title} is Important?". */
  title: string;
  /** One line for menus and cards. */
  summary: string;
  definition: string;
  importance: readonly [string, string, string, string];
  /** Decorative illustration for the guide's hero, one motif per topic. */
  illustration: string;
}

export const courseTopics = [
  {
    slug: "frontend",
    illustration: "/images/course/frontend.svg",
    title: "Frontend Development",
    summary: "HTML, CSS, JavaScript and React: everything the visitor sees.",
    definition:
      "Frontend development is the craft of building the part of a website or web app that people see and use in the browser. It combines HTML for structure, CSS for layout and style, and JavaScript for behaviour, usually organised with a component framework such as React, so that every visitor gets a fast, accessible and responsive interface on any screen.",
    importance: [
      "The interface is the product for most users: a clear, fast frontend decides whether visitors stay, read and buy.",
      "Accessible markup lets people using keyboards, screen readers or zoom reach the same content, and it is required by law in many countries.",
      "Performance work in the browser, such as smaller bundles and optimised images, directly improves search ranking and conversion.",
      "Frontend skills transfer everywhere: the same HTML, CSS and JavaScript power websites, mobile apps, desktop apps and embedded screens.",
    ],
  },
  {
    slug: "backend",
    illustration: "/images/course/backend.svg",
    title: "Backend Development",
    summary: "Servers, APIs and business logic behind every app.",
    definition:
      "Backend development is the work on the server side of an application: the APIs that answer requests, the business rules that decide what happens, and the connections to databases, queues and other services. A backend developer makes sure data is stored safely, requests are authorised and the system keeps responding as the number of users grows.",
    importance: [
      "Every login, payment and saved setting passes through a backend, so its correctness is what users trust.",
      "Security lives mostly on the server: validating input, checking permissions and protecting secrets keep user data safe.",
      "Well-designed APIs let one backend serve a website, mobile apps and partners at the same time.",
      "Scalable backend design keeps an application fast and affordable when traffic grows from hundreds to millions of requests.",
    ],
  },
  {
    slug: "database",
    illustration: "/images/course/database.svg",
    title: "Database Management",
    summary: "Modelling, querying and protecting the data an app depends on.",
    definition:
      "Database management is the design, querying and care of the systems that store an application's data. It covers modelling tables or documents, writing efficient SQL queries, adding indexes, running migrations without downtime, and keeping backups so that information stays correct, fast to read and recoverable after a failure.",
    importance: [
      "Data usually outlives the code around it, so a sound model saves years of workarounds.",
      "Good indexes and queries are often the single biggest performance win in a slow application.",
      "Constraints and transactions keep data consistent when many users change it at once.",
      "Backups, access rules and encryption protect the organisation from loss, leaks and legal risk.",
    ],
  },
  {
    slug: "deployment",
    illustration: "/images/course/deployment.svg",
    title: "Deployment and DevOps",
    summary: "CI/CD, containers and hosting that ship code safely.",
    definition:
      "Deployment and DevOps cover everything between a commit and a running application: automated builds and tests, continuous delivery pipelines, Docker containers and Kubernetes clusters that run them, infrastructure defined as code, and the monitoring that tells you how production behaves. The goal is to release small changes often, safely and repeatably.",
    importance: [
      "Automated pipelines catch mistakes before users see them and make releases routine instead of risky.",
      "Infrastructure as code makes every environment reproducible, reviewable and easy to rebuild.",
      "Monitoring and alerting shorten the time from a failure to its fix.",
      "Teams that deploy often ship features faster and recover from problems more quickly.",
    ],
  },
  {
    slug: "toolandresourse",
    illustration: "/images/course/toolandresourse.svg",
    title: "Tools and Resources",
    summary: "Editors, debuggers, documentation and the habits of productive developers.",
    definition:
      "Tools and resources are the everyday kit of a developer: the code editor and its extensions, the terminal, browser developer tools, package managers, linters and formatters, and the documentation and communities you turn to when you are stuck. Knowing them well turns hours of searching into minutes of focused work.",
    importance: [
      "A well-configured editor, linter and formatter catch errors as you type and keep code consistent.",
      "Browser developer tools let you inspect, debug and profile a page instead of guessing.",
      "Knowing where the authoritative documentation lives saves time and avoids outdated advice.",
      "Communities, code reviews and open-source projects speed up learning far more than working alone.",
    ],
  },
  {
    slug: "versioncontrol",
    illustration: "/images/course/versioncontrol.svg",
    title: "Version Control",
    summary: "Git, branches and pull requests for confident teamwork.",
    definition:
      "Version control records every change to a project's files so that you can see who changed what and why, return to any earlier state, and work on several changes in parallel. Git is the standard tool, and platforms built around it add pull requests, code review and automation on top.",
    importance: [
      "A complete history means no change is ever lost and any mistake can be undone.",
      "Branches let several developers work on features at the same time without overwriting each other.",
      "Pull requests and code review spread knowledge across the team and catch bugs early.",
      "Every modern deployment pipeline starts from a Git repository, so fluency with Git is expected in every developer job.",
    ],
  },
] as const satisfies readonly CourseTopic[];

export type CourseSlug = (typeof courseTopics)[number]["slug"];

export const courseSlugs: readonly string[] = courseTopics.map((t) => t.slug);

export function findCourseTopic(slug: string): CourseTopic | undefined {
  return courseTopics.find((t) => t.slug === slug.toLowerCase());
}

export function coursePath(slug: string): string {
  return `/webdev/${slug}`;
}

/** The other five guides, offered at the end of a guide. */
export function otherCourseLinks(slug: string): { href: string; title: string; desc: string }[] {
  return courseTopics.filter((t) => t.slug !== slug).map((t) => ({ href: coursePath(t.slug), title: t.title, desc: t.summary }));
}
