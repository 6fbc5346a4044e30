import type { GuideBody } from "./types.ts";

export const aiTrends: GuideBody = {
  description:
    "The AI trends that change how software is built: small local models, retrieval, tool-using agents, multimodal input and new regulation.",
  overview: [
    "Following AI news can feel like drinking from a fire hose. Most announcements are incremental: a model scores a few points higher on a benchmark, or a product adds a chat box. A few shifts, though, change what developers build and how, and they are worth understanding even if you never train a model yourself.",
    "The common thread of recent years is that language models have become a component rather than a destination. Instead of visiting a chatbot, teams call a model from their own code, give it their own data and let it use their own tools. That makes engineering concerns such as cost, latency, privacy and testing as important as the raw capability of the model.",
    "The sections below describe the trends we expect to matter for years, and how to tell a lasting shift from a passing wave.",
  ],
  concepts: [
    {
      term: "Small language models",
      definition:
        "Models with a few billion parameters that run on a laptop or phone. They trade some capability for privacy, low cost and offline use, and are often good enough for classification, extraction and summarising.",
    },
    {
      term: "Retrieval-augmented generation (RAG)",
      definition:
        "A pattern in which the application first searches your documents and passes the relevant passages to the model, so answers rest on current, private information rather than on the model's training data.",
    },
    {
      term: "Agents and tool use",
      definition:
        "Models that call functions such as a search, a calculator or an API, decide the next step from the result and repeat until a task is done. Reliability, not capability, is their main limit today.",
    },
    {
      term: "Multimodal models",
      definition:
        "Models that accept and produce more than text: images, audio, screenshots and scanned documents. They let you ask questions about a chart or a form without writing a parser.",
    },
    {
      term: "AI regulation",
      definition:
        "Rules such as the EU AI Act sort uses of AI by risk and attach duties to each class, from transparency notices to formal assessments. They shape what you must document, not only what you may build.",
    },
  ],
  practices: [
    {
      title: "Track capabilities, not launches",
      desc: "Keep a small set of tasks from your own work and rerun them when a notable model appears. Your own results tell you more than any leaderboard.",
    },
    {
      title: "Prototype big, then measure small",
      desc: "Start with the strongest available model to learn whether a task is possible at all, then test whether a smaller or open model reaches the quality you need at lower cost.",
    },
    {
      title: "Design for model changes",
      desc: "Keep prompts, model names and settings in configuration and store evaluation examples with the code, so switching provider is a test run rather than a rewrite.",
    },
    {
      title: "Read primary sources",
      desc: "Model cards, technical reports and changelogs describe limits that press coverage leaves out, such as context length, training cut-off dates and licence terms.",
    },
  ],
  mistakes: [
    {
      title: "Chasing every release",
      desc: "Switching models every month costs more in re-testing than it gains. Upgrade when your own evaluation shows a clear improvement.",
    },
    {
      title: "Treating a benchmark as your use case",
      desc: "A high score on a public benchmark says little about your documents, your language or your users. Test on examples from your own domain.",
    },
    {
      title: "Ignoring running costs",
      desc: "A feature that costs a fraction of a cent per request can still be expensive at scale. Estimate tokens per request and expected traffic before launch.",
    },
    {
      title: "Assuming regulation is someone else's problem",
      desc: "If your product makes decisions about people, such as hiring or lending, check your obligations early; retrofitting documentation is painful.",
    },
  ],
  furtherReading: [
    {
      href: "/blog/running-small-language-models-locally",
      title: "Running Small Language Models on Your Own Laptop",
      desc: "Try a small model on your own machine, step by step.",
    },
    { href: "/ai/tools", title: "AI Tools", desc: "Choose and evaluate the tools that fit your workflow." },
    { href: "/ai/business", title: "AI for Business", desc: "Turn a trend into a pilot with a measurable result." },
    { href: "/ai/ml-basics", title: "Machine Learning Basics", desc: "The vocabulary behind every model announcement." },
  ],
};
