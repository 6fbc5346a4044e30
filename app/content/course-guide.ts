/**
 * What every course guide (/webdev/{slug}) shares: the Technologies sidebar, the Learning Roadmap,
 * What You'll Learn, the course statistics and the labels of the page. Spec §2 and §9 fix the
 * technology names, filter names, roadmap titles and statistics word for word.
 */

/** Icon names the course components know how to draw (mapped to lucide-react there). */
export type CourseIconName =
  | "html"
  | "css"
  | "javascript"
  | "react"
  | "tailwind"
  | "frontend"
  | "backend"
  | "database"
  | "deployment"
  | "tools"
  | "versioncontrol"
  | "projects"
  | "roadmap"
  | "career"
  | "pace"
  | "growth"
  | "problem"
  | "innovation"
  | "community";

/** Colour families for icons and chips; the components turn them into contrast-checked classes. */
export type CourseTone = "orange" | "blue" | "amber" | "cyan" | "teal" | "indigo" | "emerald" | "violet" | "rose" | "slate";

export type TechnologyId = "html" | "css" | "javascript" | "react" | "tailwind";

export interface Technology {
  id: TechnologyId;
  name: string;
  icon: CourseIconName;
  color: CourseTone;
  filters: readonly [string, string, string, string];
}

export const technologies: readonly Technology[] = [
  { id: "html", name: "HTML", icon: "html", color: "orange", filters: ["Semantic HTML", "Forms", "Accessibility", "SEO Basics"] },
  { id: "css", name: "CSS", icon: "css", color: "blue", filters: ["Flexbox", "Grid", "Animations", "Responsive Design"] },
  { id: "javascript", name: "JavaScript", icon: "javascript", color: "amber", filters: ["ES6+", "DOM Manipulation", "Async/Await", "APIs"] },
  { id: "react", name: "React", icon: "react", color: "cyan", filters: ["Components", "Hooks", "State Management", "Router"] },
  { id: "tailwind", name: "Tailwind", icon: "tailwind", color: "teal", filters: ["Utility Classes", "Components", "Responsive", "Dark Mode"] },
];

export const defaultTechnology: TechnologyId = "html";

export interface RoadmapStep {
  step: number;
  title: string;
  desc: string;
}

export const roadmap: readonly RoadmapStep[] = [
  {
    step: 1,
    title: "HTML Basics",
    desc: "Structure pages with semantic elements, headings, links, images, tables and forms that every browser and screen reader understands.",
  },
  {
    step: 2,
    title: "CSS Fundamentals",
    desc: "Style and lay out pages with the box model, Flexbox, Grid and media queries, so one design works from a phone to a wide monitor.",
  },
  {
    step: 3,
    title: "JavaScript Core",
    desc: "Learn variables, functions, arrays and objects, then the DOM, events and asynchronous code with fetch and async/await.",
  },
  {
    step: 4,
    title: "React Framework",
    desc: "Build interfaces from reusable components, manage state with hooks and move between views with a router.",
  },
  {
    step: 5,
    title: "Advanced Topics",
    desc: "Add TypeScript, automated tests, performance tuning and deployment to ship applications that are ready for real users.",
  },
];

export const whatYouLearn: readonly string[] = [
  "Write semantic, accessible HTML that search engines and screen readers understand.",
  "Build responsive layouts with Flexbox, Grid and media queries.",
  "Make pages interactive with modern JavaScript, the DOM and browser APIs.",
  "Create component-based applications in React and manage their state with hooks.",
  "Style interfaces quickly and consistently with Tailwind CSS utility classes.",
  "Use Git, developer tools and a deployment pipeline to publish your projects.",
];

export interface CourseStat {
  value: string;
  label: string;
}

export const courseStats: readonly CourseStat[] = [
  { value: "50+", label: "Interactive Lessons" },
  { value: "20+", label: "Hands-on Projects" },
  { value: "100%", label: "Practical Learning" },
];

export const courseGuideCopy = {
  subtitle: "Complete Course Guide",
  sidebarTitle: "Technologies",
  sidebarIntro: "Pick a technology to focus on and narrow it down by topic.",
  filterOptions: "Filter Options",
  browse: "Browse Technologies",
  closeDrawer: "Close technologies",
  showFilters: (name: string) => `Show ${name} filters`,
  hideFilters: (name: string) => `Hide ${name} filters`,
  filterGroup: (name: string) => `${name} filter options`,
  roadmapId: "learning-roadmap",
  roadmapTitle: "Learning Roadmap",
  roadmapIntro: "Five steps, each building on the one before. Most learners spend two to four weeks on a step.",
  importanceTitle: (title: string) => `Why ${title} is Important?`,
  learnTitle: "What You'll Learn",
  statsTitle: "Course Statistics",
  onwardTitle: "More course guides",
} as const;
