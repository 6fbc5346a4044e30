/**
 * Guides behind the AI Insights and Tech Trends menus (/ai/{slug}, /tech/{slug}).
 * `summary` is the one-line description the header menu shows; `intro` opens the guide page.
 */
export interface GuideSummary {
  slug: string;
  title: string;
  summary: string;
  intro: string;
}

export const aiGuides = [
  {
    slug: "trends",
    title: "AI Trends",
    summary: "What is actually changing in AI this year, minus the hype.",
    intro:
      "Every month brings a new model, benchmark or product launch. This guide separates the shifts that change how software is built, such as smaller models that run on a laptop, retrieval over private documents and agents that call tools, from announcements that will be forgotten by next quarter.",
  },
  {
    slug: "tools",
    title: "AI Tools",
    summary: "Assistants, APIs and libraries worth a place in your workflow.",
    intro:
      "AI tools range from chat assistants to model APIs and open-source libraries you run yourself. This guide sorts them by the job they do, explains what each costs in money, privacy and lock-in, and shows how to evaluate one on your own data before you depend on it.",
  },
  {
    slug: "ml-basics",
    title: "Machine Learning Basics",
    summary: "Training, features, overfitting and evaluation in plain words.",
    intro:
      "Machine learning is the practice of fitting a model to examples so it can make predictions about new ones. This guide explains the vocabulary you meet first: training and test sets, features and labels, loss, overfitting, and the metrics that tell you whether a model is any good.",
  },
  {
    slug: "business",
    title: "AI for Business",
    summary: "Where AI pays off in a company and how to measure it.",
    intro:
      "AI earns its place in a business when it shortens a process people already run, such as answering support tickets, drafting documents or triaging data. This guide shows how to pick a first use case, estimate its value, run a small pilot and decide with numbers whether to scale it.",
  },
  {
    slug: "chatbots",
    title: "Chatbots",
    summary: "How conversational assistants work and how to build a useful one.",
    intro:
      "A modern chatbot is a language model wrapped in instructions, retrieval and guardrails. This guide explains each layer, shows how to ground answers in your own documentation, and lists the tests that catch wrong or unsafe replies before your customers do.",
  },
  {
    slug: "image-generation",
    title: "Image Generation",
    summary: "Diffusion models, prompting and responsible use of generated images.",
    intro:
      "Image generators turn a text prompt into a picture by gradually removing noise from random pixels. This guide covers how diffusion models work, how to write prompts that give consistent results, and the licensing and disclosure questions to settle before you publish generated images.",
  },
] as const satisfies readonly GuideSummary[];

export const techGuides = [
  {
    slug: "web-dev",
    title: "Web Development Trends",
    summary: "Frameworks, rendering strategies and the platform features to know.",
    intro:
      "The web platform now does much of what frameworks used to: view transitions, container queries and native dialogs ship in every browser. This guide covers where frameworks still help, how static, server and hybrid rendering compare, and what to learn next.",
  },
  {
    slug: "mobile",
    title: "Mobile Development",
    summary: "Native, cross-platform and web apps compared for real projects.",
    intro:
      "Choosing between native Swift and Kotlin, a cross-platform toolkit such as React Native or Flutter, and an installable web app decides your team, budget and release speed. This guide compares the three on performance, device access and maintenance cost.",
  },
  {
    slug: "cloud",
    title: "Cloud Computing",
    summary: "Servers, containers and serverless without the vendor jargon.",
    intro:
      "Cloud computing rents you computers, storage and managed services by the hour. This guide explains the building blocks every provider offers under different names, how containers and serverless functions differ, and how to keep the monthly bill predictable.",
  },
  {
    slug: "security",
    title: "Cybersecurity",
    summary: "The attacks that hit real sites and the habits that stop them.",
    intro:
      "Most breaches start with something ordinary: a reused password, an unpatched dependency or a form that trusts its input. This guide walks through the common attacks on web applications and the defaults, headers and habits that block them.",
  },
  {
    slug: "blockchain",
    title: "Blockchain",
    summary: "What distributed ledgers do well, and where a database is better.",
    intro:
      "A blockchain is a shared ledger that many parties can append to without trusting one operator. This guide explains consensus, smart contracts and wallets, and gives an honest checklist for deciding whether a project needs a blockchain at all.",
  },
  {
    slug: "iot",
    title: "Internet of Things",
    summary: "Sensors, devices and the networks that connect them.",
    intro:
      "The Internet of Things connects sensors and everyday devices so they report data and accept commands. This guide covers the protocols such as MQTT and Matter, the constraints of battery-powered hardware, and the security basics every connected device needs.",
  },
] as const satisfies readonly GuideSummary[];

export const aiGuideSlugs: readonly string[] = aiGuides.map((g) => g.slug);
export const techGuideSlugs: readonly string[] = techGuides.map((g) => g.slug);
