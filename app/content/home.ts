/**
 * Everything the home page (/) shows: hero, topic chips, stats, featured content, the slider,
 * More to Explore and the closing call to action. Spec "Home" and §9 fix the chip labels, the
 * stats and the slider's 3 slides and 7-second interval word for word.
 */
import type { LucideIcon } from "lucide-react";
import { BrainCircuit, Bot, ChartColumnIncreasing, Flame, Layers, ShieldCheck, TrendingUp } from "lucide-react";
import type { MenuDescribedLink } from "./navigation.ts";
import { BRAND } from "./site.ts";

export interface HomeImage {
  src: string;
  width: number;
  height: number;
  /** Empty when the image only decorates text that says the same. */
  alt: string;
}

export interface TopicChip {
  label: string;
  icon: LucideIcon;
}

export interface HeroAction {
  label: string;
  /** Where the action takes the visitor: a path, or `#id` of a section on this page. */
  href: string;
  /** What the action writes to the browser console (spec "Home": both buttons write to it). */
  log: string;
}

export interface FeaturedItem {
  href: string;
  kicker: string;
  title: string;
  description: string;
  action: string;
  icon: LucideIcon;
}

export interface Slide {
  id: string;
  title: string;
  subtitle: string;
  kicker: string;
  image: HomeImage;
  /** Internal canonical path the slide's button opens. */
  buttonLink: string;
  buttonLabel: string;
}

export const FEATURED_ID = "featured";

export const hero = {
  eyebrow: "Independent technology publication",
  getStarted: { label: "Get Started", href: "/motivation", log: "Get Started clicked: opening the web development path" },
  learnMore: { label: "Learn More", href: `#${FEATURED_ID}`, log: "Learn More clicked: showing Featured Content" },
  image: { src: "/images/home/hero-horizon.svg", width: 560, height: 480, alt: "" },
  chipsLabel: "Topics we cover",
  chips: [
    { label: "AI Assistant", icon: Bot },
    { label: "Cybersecurity", icon: ShieldCheck },
    { label: "Marketing Growth", icon: TrendingUp },
    { label: "Motivation Hub", icon: Flame },
  ],
} as const satisfies {
  eyebrow: string;
  getStarted: HeroAction;
  learnMore: HeroAction;
  image: HomeImage;
  chipsLabel: string;
  chips: readonly TopicChip[];
};

export const stats = {
  label: `${BRAND} in numbers`,
  items: [
    { value: "10K+", label: "Community Members" },
    { value: "500+", label: "Articles Published" },
    { value: "95%", label: "User Satisfaction" },
    { value: "24/7", label: "Learning Support" },
  ],
} as const;

export const featured = {
  id: FEATURED_ID,
  title: "Featured Content",
  intro: "Three places to start, whether you want to build for the web, understand AI or choose the language to learn next.",
  items: [
    {
      href: "/motivation",
      kicker: "Learning path",
      title: "Web Development, step by step",
      description:
        "Six free course guides take you from your first semantic HTML page through CSS layout, JavaScript, React, databases and deployment, with a roadmap that shows what to learn next.",
      action: "Follow the roadmap",
      icon: Layers,
    },
    {
      href: "/ai",
      kicker: "Explainers",
      title: "AI Insights",
      description:
        "How machine learning, deep learning, natural language processing and computer vision actually work, where they pay off, and the ethical questions to ask before you ship.",
      action: "Understand AI",
      icon: BrainCircuit,
    },
    {
      href: "/tech-trends",
      kicker: "Data",
      title: "Programming Languages in Demand",
      description:
        "Python, JavaScript, C++, PHP, C# and Java compared by what they are good at, how popular they are, what they pay and how many jobs are open.",
      action: "Compare languages",
      icon: ChartColumnIncreasing,
    },
  ],
} as const satisfies { id: string; title: string; intro: string; items: readonly FeaturedItem[] };

export const slider = {
  /** Visible heading of the slider; it also names the carousel region. */
  title: "Editor's Picks",
  /** Spec §9: the slider advances every 7 seconds. */
  intervalMs: 7000,
  previous: "Previous slide",
  next: "Next slide",
  pause: "Pause slideshow",
  play: "Play slideshow",
  goTo: (n: number) => `Go to slide ${n}`,
  slideLabel: (n: number, total: number) => `${n} of ${total}`,
  slides: [
    {
      id: "frontend",
      kicker: "Course guide",
      title: "Build interfaces people enjoy using",
      subtitle:
        "The Frontend Development guide goes from semantic HTML and modern CSS to JavaScript, React components and Tailwind, with a roadmap and a project at every step.",
      image: {
        src: "/images/home/slide-frontend.svg",
        width: 720,
        height: 480,
        alt: "Three stacked browser windows, one for each layer of a web page: structure, style and behaviour.",
      },
      buttonLink: "/webdev/frontend",
      buttonLabel: "Open the Frontend guide",
    },
    {
      id: "ai",
      kicker: "AI Insights",
      title: "Artificial intelligence without the hype",
      subtitle:
        "Plain-language explainers on machine learning, language models and computer vision, and what each can and cannot do for the software you build.",
      image: {
        src: "/images/home/slide-ai.svg",
        width: 720,
        height: 480,
        alt: "A processor chip at the centre of a circuit board, its traces lighting up nodes around it.",
      },
      buttonLink: "/ai",
      buttonLabel: "Explore AI Insights",
    },
    {
      id: "blog",
      kicker: "From the blog",
      title: "Practical reads for working developers",
      subtitle:
        "Prompt engineering, small language models on your own laptop, React 19 in practice and WebAssembly beyond the browser, plus habits that keep you learning.",
      image: {
        src: "/images/home/slide-blog.svg",
        width: 720,
        height: 480,
        alt: "A stack of article pages with headlines and a rising chart on the top page.",
      },
      buttonLink: "/blog",
      buttonLabel: "Read the blog",
    },
  ],
} as const satisfies {
  title: string;
  intervalMs: number;
  previous: string;
  next: string;
  pause: string;
  play: string;
  goTo: (n: number) => string;
  slideLabel: (n: number, total: number) => string;
  slides: readonly Slide[];
};

export const explore = {
  title: "More to Explore",
  links: [
    { href: "/blog", title: "The Blog", desc: "Six in-depth articles on AI, tech trends and staying motivated, searchable by topic." },
    // Links to a course or guide take its one-line menu description (index.astro, withMenuDescriptions).
    { href: "/webdev/backend", title: "Backend Development guide" },
    { href: "/ai/tools", title: "AI Tools guide" },
    { href: "/tech/security", title: "Cybersecurity guide" },
    { href: "/services", title: "Services", desc: "AI consulting, team workshops, tech briefings and one-to-one career coaching." },
    { href: "/about", title: "About Us", desc: "Who writes our guides, what we stand for and how we choose what to publish." },
  ],
} as const satisfies { title: string; links: readonly MenuDescribedLink[] };

export const closingCta = {
  title: "Start learning with a clear plan",
  text: "Follow the web development roadmap from your first HTML page to a deployed app, or ask us about coaching and team workshops. Every guide on the site is free to read.",
  primary: { label: "Start the roadmap", href: "/motivation" },
  secondary: { label: "See our services", href: "/services" },
} as const;
