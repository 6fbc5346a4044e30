import type { GuideBody } from "./types.ts";

export const aiBusiness: GuideBody = {
  description:
    "How to bring AI into a business: choosing a first use case, running a measured pilot, estimating real costs and managing risk and change.",
  overview: [
    "Most companies need less an AI strategy than a list of tasks that take too long. AI pays off where people already do repetitive work with text, images or data: reading and routing support tickets, drafting routine documents, extracting fields from invoices or searching internal knowledge. In each case there is a process to improve and a number to measure.",
    "Projects that fail usually start from the technology: a company buys licences or builds a chatbot, then looks for something for it to do. Projects that succeed start from a process owner with a problem, run a small pilot against a baseline, and scale only what the numbers support.",
    "This guide walks through choosing a first use case, measuring it honestly, and preparing the people and rules around it.",
  ],
  concepts: [
    {
      term: "Use case",
      definition:
        "A specific task AI will help with, described by its users, inputs, outputs and the metric it should improve, such as minutes per ticket.",
    },
    {
      term: "Pilot",
      definition:
        "A time-boxed trial with real users and real data, large enough to measure and small enough to stop without regret.",
    },
    {
      term: "Human in the loop",
      definition:
        "A design in which a person reviews or approves the AI's output before it takes effect. It is the sensible default for anything customer-facing or consequential.",
    },
    {
      term: "Total cost of ownership",
      definition:
        "Licence or API fees plus integration work, monitoring, evaluation, staff training and the time people spend checking results.",
    },
    {
      term: "Build, buy or configure",
      definition:
        "Buying a finished product is fastest, configuring a platform with your data sits in the middle, and building on model APIs gives the most control at the highest cost.",
    },
  ],
  practices: [
    {
      title: "Pick a narrow, frequent task",
      desc: "A task done hundreds of times a week with clear inputs gives fast feedback and a visible saving.",
    },
    {
      title: "Measure the baseline first",
      desc: "Record how long the task takes and how often it goes wrong today. Without a baseline, success is a matter of opinion.",
    },
    {
      title: "Involve the people who do the work",
      desc: "They know the edge cases, and their trust decides whether the tool is still used after the pilot.",
    },
    {
      title: "Write down data and risk rules",
      desc: "Before the pilot starts, decide what data may go to which provider, who reviews outputs and how mistakes are reported.",
    },
  ],
  mistakes: [
    {
      title: "A solution looking for a problem",
      desc: "Buying a platform before naming the task it will improve leads to unused licences and sceptical staff.",
    },
    {
      title: "Automating judgement too early",
      desc: "Let AI draft and suggest before it decides. Full automation comes after the error rate is known and acceptable.",
    },
    {
      title: "Counting only the happy path",
      desc: "A tool that saves five minutes on most tickets but causes an hour of clean-up on a few may save nothing at all.",
    },
    {
      title: "Forgetting change management",
      desc: "New tools change jobs. Explain what is changing and why, train people properly and listen to their concerns.",
    },
  ],
  furtherReading: [
    { href: "/services/ai-consulting", title: "AI Consulting", desc: "Our help with choosing and piloting a first use case." },
    { href: "/ai/chatbots", title: "Chatbots", desc: "The most common first AI project, done properly." },
    { href: "/ai/trends", title: "AI Trends", desc: "Which developments are worth a pilot this year." },
    {
      href: "/blog/prompt-engineering-for-developers",
      title: "Prompt Engineering for Developers: Patterns That Work",
      desc: "What your team will need to know to build the pilot.",
    },
  ],
};
