/** Copy of the AI Insights page (/ai): stats, reasons to learn AI and the six topic cards. */

export type AiIcon = "briefcase" | "wand" | "lightbulb" | "shield" | "sparkles" | "chart" | "layers" | "message" | "eye" | "scale";

export interface AiReason {
  title: string;
  text: string;
  icon: AiIcon;
}

export interface AiTopic {
  title: string;
  description: string;
  /** The guide that covers the topic; its title is shown as the card's destination. */
  guideSlug: "trends" | "tools" | "ml-basics" | "business" | "chatbots" | "image-generation";
  icon: AiIcon;
}

export const aiHero = {
  eyebrow: "Artificial intelligence",
  image: { src: "/images/ai/neural-circuit.svg", width: 560, height: 420 },
  primary: { label: "Start with the basics", href: "/ai/ml-basics" },
  secondary: { label: "Browse the topics", href: "#topics" },
} as const;

export const aiStats: readonly { value: string; label: string }[] = [
  { value: "100,000+", label: "AI enthusiasts learning with us" },
  { value: "500+", label: "Guides, tutorials and resources" },
  { value: "6", label: "Core topics, from basics to ethics" },
  { value: "40+", label: "Hands-on notebooks and examples" },
];

export const aiStatsLabel = "AI Insights in numbers";

export const aiReasons = {
  id: "why-ai",
  title: "Why learn AI now?",
  intro:
    "You do not need a PhD to use AI well. You need to know what it can and cannot do, so you can judge the tools in front of you and build with them safely.",
  items: [
    {
      title: "It is already part of the job",
      text: "Code assistants, search, support and analytics all run on machine learning. Developers who understand the models behind them debug faster and design better features.",
      icon: "briefcase",
    },
    {
      title: "It automates the tedious parts",
      text: "Summarising tickets, tagging data or drafting tests takes minutes with a well-chosen model, leaving you the work that needs judgement.",
      icon: "wand",
    },
    {
      title: "It opens new kinds of products",
      text: "Search by meaning, apps that understand photos and assistants grounded in your own documents were research projects five years ago. Now a small team can ship them.",
      icon: "lightbulb",
    },
    {
      title: "It needs informed people",
      text: "Models make confident mistakes and can repeat the bias in their data. Teams need people who can spot that, measure it and decide when not to use AI at all.",
      icon: "shield",
    },
  ] satisfies readonly AiReason[],
} as const;

export const aiTopics = {
  id: "topics",
  title: "Explore the core topics",
  intro: "Six topics that take you from the first definitions to deploying AI responsibly. Each card opens the guide where we cover it in depth.",
  /** Prefix of the destination shown on each card, e.g. "Read: AI Trends". */
  action: "Read",
  items: [
    {
      title: "Introduction to AI",
      description:
        "What artificial intelligence is, how today's systems differ from the rule-based software before them, and which recent trends actually change how software is built.",
      guideSlug: "trends",
      icon: "sparkles",
    },
    {
      title: "Machine Learning",
      description:
        "Training data, features, overfitting and evaluation explained with small examples, so you can tell a good model from a lucky one.",
      guideSlug: "ml-basics",
      icon: "chart",
    },
    {
      title: "Deep Learning",
      description:
        "Neural networks with many layers power modern assistants and vision models. Meet the frameworks, model hubs and tools you use to train and run them.",
      guideSlug: "tools",
      icon: "layers",
    },
    {
      title: "NLP",
      description:
        "Natural language processing lets software read and write text. Learn how language models work by building a chatbot that answers from your own documents.",
      guideSlug: "chatbots",
      icon: "message",
    },
    {
      title: "Computer Vision",
      description:
        "How models recognise what is in an image, and how diffusion models turn that understanding around to generate new images from a text prompt.",
      guideSlug: "image-generation",
      icon: "eye",
    },
    {
      title: "Ethics of AI",
      description:
        "Bias, privacy, transparency and accountability in practice: the questions to settle before a business puts a model in front of customers, and how to measure its impact.",
      guideSlug: "business",
      icon: "scale",
    },
  ] satisfies readonly AiTopic[],
} as const;

export const aiCta = {
  title: "Build your first AI project this month",
  text: "Start with machine learning basics, then follow the guides in order. Each one ends with a small project you can finish in an evening.",
  primary: { label: "Start Learning AI", href: "/ai/ml-basics" },
  secondary: { label: "Read AI articles", href: "/blog" },
} as const;
