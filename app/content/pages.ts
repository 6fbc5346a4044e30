/**
 * Title, meta description, heading and lead of each fixed page. Route modules read these for their
 * <title>, meta description and hero; pages made from content (articles, guides, services, courses,
 * careers, legal pages) take the same fields from their own content entries.
 */
import { BRAND } from "./site.ts";

export interface PageCopy {
  /** Used in <title> as "{title} — TechHorizon". */
  title: string;
  description: string;
  heading: string;
  lead: string;
}

export const pages = {
  home: {
    title: "Learn Web Development, AI and Tech Trends",
    description:
      "TechHorizon helps you learn web development, understand artificial intelligence and follow the technology trends that shape your career, with free guides and courses.",
    heading: "Learn the technology that shapes tomorrow",
    lead: "Free, practical guides to web development, artificial intelligence and the trends worth your time, written by working engineers for curious learners.",
  },
  about: {
    title: "About Us",
    description:
      `Who we are and why we publish: ${BRAND}'s mission, vision and values, and the people who write and edit our guides on web development and AI.`,
    heading: `About ${BRAND}`,
    lead: "We are a small, independent publication that explains technology clearly, so anyone willing to learn can build a career with it.",
  },
  blog: {
    title: "Blog",
    description:
      "Articles for developers on AI, technology trends and motivation: prompt engineering, local language models, React 19, WebAssembly and lasting learning habits.",
    heading: `The ${BRAND} Blog`,
    lead: "Practical articles on AI, the technology trends worth your attention, and the habits that keep a developer learning.",
  },
  contact: {
    title: "Contact",
    description:
      `Get in touch with ${BRAND}: send a message about our guides, services or partnerships, or reach us by email and phone during office hours.`,
    heading: "Get In Touch",
    lead: "Questions about a guide, an idea for an article or interest in our services? Send us a message and we will answer within two working days.",
  },
  login: {
    title: "Sign In",
    description: `Sign in to ${BRAND} to keep your reading list and course progress in one place.`,
    heading: `Sign in to ${BRAND}`,
    lead: "Welcome back. Sign in to pick up where you left off.",
  },
  signup: {
    title: "Create an Account",
    description: `Create a free ${BRAND} account with your name, email address and a password of at least eight characters.`,
    heading: "Create your account",
    lead: "It takes less than a minute: your name, your email address and a password.",
  },
  forgotPassword: {
    title: "Reset Your Password",
    description: `Forgot your ${BRAND} password? Enter your email address and we will send you a link to choose a new one.`,
    heading: "Reset your password",
    lead: "Enter the email address you signed up with and we will send you a link to choose a new password.",
  },
  ai: {
    title: "AI Insights",
    description:
      "Understand artificial intelligence: machine learning, deep learning, NLP, computer vision and the ethics of AI, explained for developers and curious readers.",
    heading: "AI Insights",
    lead: "Artificial intelligence explained without the hype: how it works, where it helps, and how to start using it in your own projects.",
  },
  techTrends: {
    title: "Tech Trends: Programming Languages",
    description:
      "Compare the programming languages in demand: Python, JavaScript, C++, PHP, C# and Java, with their strengths, popularity, salaries and job numbers.",
    heading: "Programming Languages in Demand",
    lead: "Which language should you learn next? Compare the six most in-demand languages by what they are good at, how popular they are and what they pay.",
  },
  motivation: {
    title: "Learn Web Development",
    description:
      "Start your web development journey: frontend, backend, databases, deployment, tools and version control, with free course guides and a clear roadmap.",
    heading: "Web Development",
    lead: "Build websites and applications people use every day. Follow a clear roadmap from your first HTML page to deploying full-stack apps.",
  },
  search: {
    title: "Search",
    description: "Search every TechHorizon article, course guide, AI and tech guide and service page by keyword.",
    heading: "Search",
    lead: "Find articles, course guides and pages across TechHorizon. Matching is forgiving: start typing and we suggest the closest pages.",
  },
  notFound: {
    title: "Page Not Found",
    description: "The page you are looking for does not exist. Return to the TechHorizon home page to find guides on web development, AI and tech trends.",
    heading: "Page Not Found",
    lead: "Oops! The page you're looking for doesn't exist. It might have been moved or deleted.",
  },
} as const satisfies Record<string, PageCopy>;
