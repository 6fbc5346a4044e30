/** The careers page: how the team works, the open roles and how hiring works. */
import { BRAND, contact } from "./site.ts";

export interface Role {
  /** Anchor and key; unique on the page. */
  id: string;
  title: string;
  team: string;
  location: string;
  hours: string;
  summary: string;
  work: readonly string[];
  lookFor: readonly string[];
}

export const careersCopy = {
  seeRoles: (count: number) => `See the ${count} open roles`,
  workingHere: {
    title: `Working at ${BRAND}`,
    paragraphs: [
      `${BRAND} is a small, fully remote team of writers, editors and engineers spread across Europe and the Americas. We publish free guides that help people learn web development, understand AI and keep up with the technology that shapes their work, and we fund that work through the services we offer to companies.`,
      "We write things down. Plans, decisions and drafts live in shared documents, so nobody has to be online at the same moment to move work forward, and we keep meetings to a few shared hours a week. Every article is reviewed by an editor and a subject expert before it goes live, and we correct mistakes openly when readers find them.",
    ],
  },
  benefits: {
    title: "What we offer",
    items: [
      { title: "Remote by default", desc: "Work from anywhere between UTC−6 and UTC+3, with three shared hours a day for collaboration." },
      { title: "Time to learn", desc: "Half a day every week for study, side projects or writing that is not on the schedule." },
      { title: "A learning budget", desc: "$1,500 a year for books, courses and conferences, plus the equipment you need to work well." },
      { title: "Sustainable pace", desc: "No on-call rota for writers, and 28 days of paid leave on top of public holidays." },
    ],
  },
  roles: {
    title: "Open roles",
    intro: "Each role lists what the work involves and what we look for. You do not need to tick every box: if the work excites you, apply.",
    workHeading: "What the work is",
    lookForHeading: "What we look for",
    locationLabel: "Location",
    hoursLabel: "Hours",
    teamLabel: "Team",
    apply: (role: string) => `Apply for ${role}`,
    applySubject: (role: string) => `Application: ${role}`,
  },
  hiring: {
    title: "How hiring works",
    intro: "Our process is short, the same for everyone, and we tell you where you stand at every step.",
    steps: [
      {
        title: "Send a short email",
        desc: "Tell us in a few paragraphs why the role interests you and link to work you are proud of: articles, code, talks or lessons. A CV is welcome but not required, and we do not want a cover letter.",
      },
      {
        title: "A conversation",
        desc: "A 45-minute video call with the person you would work with most closely, about your experience and the role. Bring your questions; we answer them honestly.",
      },
      {
        title: "A paid exercise",
        desc: "A task of at most three hours that resembles the real work, such as editing a draft or building a small component. We pay for your time at the rate of the role.",
      },
      {
        title: "Meet the team and decide",
        desc: "Two short calls with future colleagues, then a decision within one week. If we do not make an offer, we explain why.",
      },
    ],
    promise: "We reply to every application within ten working days.",
  },
  noRole: {
    title: "Don't see your role?",
    text: `If you explain technology well and want to work with us, write to ${contact.email} about the work you would like to do. We keep promising notes on file and contact people when a suitable role opens.`,
    action: "Email us about working together",
    subject: "Open application",
  },
} as const;

export const roles: readonly Role[] = [
  {
    id: "technical-writer-ai",
    title: "Technical Writer (AI)",
    team: "Editorial",
    location: "Remote, Europe or the Americas",
    hours: "Full-time",
    summary: "Write and maintain our AI Insights guides so that developers and curious readers understand how AI works and how to use it well.",
    work: [
      "Research, write and update guides on topics such as language models, retrieval and AI tooling.",
      "Test every tool and code sample you write about, and explain its limits as clearly as its strengths.",
      "Work with subject experts who review your drafts for accuracy, and with editors who sharpen them.",
      "Keep published guides current as models, prices and regulations change.",
    ],
    lookFor: [
      "A portfolio of technical writing that explains difficult ideas simply.",
      "Hands-on experience calling model APIs or running open models, even in side projects.",
      "The habit of checking claims against primary sources.",
      "Comfortable reading Python or JavaScript.",
    ],
  },
  {
    id: "frontend-engineer",
    title: "Frontend Engineer",
    team: "Product",
    location: "Remote, UTC−6 to UTC+3",
    hours: "Full-time",
    summary: "Build and improve the site readers use every day, with speed, accessibility and clear reading as the measures of success.",
    work: [
      "Develop pages and components in React and TypeScript on a prerendered site.",
      "Keep the site fast on low-end phones and accessible to people using keyboards and screen readers.",
      "Build interactive examples and small tools that make our guides easier to understand.",
      "Write automated tests and review colleagues' code.",
    ],
    lookFor: [
      "Strong HTML, CSS and TypeScript, and experience shipping React in production.",
      "A working knowledge of WCAG and how to test with assistive technology.",
      "Care for performance, shown by measuring before and after a change.",
      "Clear written communication for asynchronous work.",
    ],
  },
  {
    id: "developer-educator",
    title: "Developer Educator",
    team: "Learning",
    location: "Remote, UTC−6 to UTC+3",
    hours: "Part-time, 20 hours a week",
    summary: "Design the web development course guides and the exercises behind them, and teach some of our team training sessions.",
    work: [
      "Plan course guides with clear learning objectives, from first HTML page to deployment.",
      "Create exercises and small projects that learners can finish in an evening.",
      "Run live training sessions for client teams several times a quarter.",
      "Use learner feedback to improve material that is not working.",
    ],
    lookFor: [
      "Teaching experience, whether at a school, a bootcamp, in workshops or as a mentor.",
      "Professional web development experience across frontend and backend.",
      "Patience with beginners and the ability to explain one idea in several ways.",
      "Confidence presenting to groups online.",
    ],
  },
  {
    id: "community-editor",
    title: "Community Editor",
    team: "Community",
    location: "Remote, Europe or the Americas",
    hours: "Full-time",
    summary: "Look after our readers: edit the weekly newsletter, answer reader mail and turn reader questions into new articles.",
    work: [
      "Edit and send the weekly newsletter with our best new guides and articles.",
      "Answer reader questions and corrections, and pass errors to the right writer.",
      "Commission and edit guest articles from developers in our community.",
      "Spot the questions readers keep asking and propose articles that answer them.",
    ],
    lookFor: [
      "Editing experience and a precise eye for clarity, tone and correctness.",
      "Genuine interest in technology, and enough technical knowledge to know when to ask an expert.",
      "Warmth and good judgement in public and private conversations.",
      "Organised habits for keeping a weekly schedule on track.",
    ],
  },
];
