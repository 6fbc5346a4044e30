import type { GuideBody } from "./types.ts";

export const aiChatbots: GuideBody = {
  description:
    "How modern chatbots work and how to build a useful one: system prompts, retrieval over your docs, guardrails, testing and human handover.",
  overview: [
    "A modern chatbot is no longer a decision tree of canned replies. It is a large language model that receives a system prompt describing its role and rules, the conversation so far and often passages retrieved from your own documentation. The model writes the reply; the code around it decides what the model sees and what it may do.",
    "That surrounding code is where most of the quality comes from. A well-scoped bot that answers questions about one product from its documentation, cites its sources and hands over to a person when unsure will outperform a general assistant told to “help customers”. The goal is a bot that knows what it does not know.",
    "This guide explains the building blocks of a chatbot, from the system prompt to evaluation, and the practices that keep it accurate and safe.",
  ],
  concepts: [
    {
      term: "System prompt",
      definition:
        "Instructions the user does not see that set the bot's role, tone, scope and rules, for example: “Answer only questions about billing. If you are unsure, offer to connect the customer with support.”",
    },
    {
      term: "Conversation state",
      definition:
        "Models keep no memory between requests, so the application sends the relevant history each time. Long conversations are summarised or trimmed to fit the context window.",
    },
    {
      term: "Retrieval",
      definition:
        "Searching a knowledge base, often with embeddings that capture meaning, and adding the best-matching passages to the prompt so answers rest on your own content.",
    },
    {
      term: "Guardrails",
      definition:
        "Checks before and after the model, such as removing personal data, refusing out-of-scope topics and validating the format of replies.",
    },
    {
      term: "Handover",
      definition:
        "Passing the conversation and its history to a person when the bot cannot help, the user asks for one or the topic is sensitive.",
    },
  ],
  practices: [
    {
      title: "Scope the bot narrowly",
      desc: "Decide which questions it answers and write them down. A narrow scope makes the system prompt clearer and testing possible.",
    },
    {
      title: "Write the system prompt as a policy",
      desc: "List what the bot should do, what it must not do, how to format answers and what to say when information is missing. Keep the prompt in version control and review changes like code.",
    },
    {
      title: "Ground answers and cite sources",
      desc: "Tell the bot to answer from the retrieved passages and link to them, so users can check and you can trace errors back to a document.",
    },
    {
      title: "Test with real questions",
      desc: "Gather real questions from support logs, including rude, off-topic and adversarial ones, and rerun them after every prompt or model change.",
    },
    {
      title: "Make handover easy",
      desc: "Offer a clear route to a person at any point, and pass the conversation along so the customer does not have to repeat themselves.",
    },
  ],
  mistakes: [
    {
      title: "Letting the bot answer everything",
      desc: "A bot without a scope will confidently invent policies, prices and features. A polite refusal is better than a wrong answer.",
    },
    {
      title: "Ignoring prompt injection",
      desc: "Users, or documents the bot reads, can contain instructions that try to override your system prompt. Never give the bot permissions that would be dangerous if such instructions succeeded.",
    },
    {
      title: "Hiding that it is a bot",
      desc: "People should know they are talking to software. Many jurisdictions require disclosure, and honesty builds trust.",
    },
    {
      title: "Launching without reviewing conversations",
      desc: "Without reading transcripts, with personal data handled properly, you will never find the failures users do not report.",
    },
  ],
  furtherReading: [
    {
      href: "/blog/prompt-engineering-for-developers",
      title: "Prompt Engineering for Developers: Patterns That Work",
      desc: "Write the system prompt your bot depends on.",
    },
    { href: "/ai/tools", title: "AI Tools", desc: "Model APIs and libraries to build the bot with." },
    { href: "/tech/security", title: "Cybersecurity", desc: "The security habits that also protect AI features." },
    { href: "/webdev/backend", title: "Backend Development", desc: "The server side every chatbot runs on." },
  ],
};
