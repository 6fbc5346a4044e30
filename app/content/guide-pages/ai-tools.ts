import type { GuideBody } from "./types.ts";

export const aiTools: GuideBody = {
  description:
    "AI tools for developers, sorted by job: chat and coding assistants, model APIs and open models, plus how to write prompts and evaluate a tool.",
  overview: [
    "New AI tools appear every week, but almost every product falls into one of a few categories: chat assistants you talk to, coding assistants inside your editor, model APIs you call from your own code, and open models and libraries you run yourself. The category tells you most of what matters: who sees your data, how you pay and how easily you can switch.",
    "Whatever the tool, the quality of what comes out depends heavily on what goes in. A prompt is a specification: the clearer the task, the context, the constraints and the expected format, the better and more consistent the answer. Good prompting is less about magic phrases than about writing the kind of brief you would give a capable new colleague.",
    "This guide describes each category, shows how to write prompts that work across tools, and gives a simple way to test a tool on your own tasks before you rely on it.",
  ],
  concepts: [
    {
      term: "Chat assistant",
      definition:
        "A general-purpose conversational interface to a language model, useful for drafting, explaining and brainstorming. Check your organisation's rules before pasting in confidential material.",
    },
    {
      term: "Coding assistant",
      definition:
        "An editor extension that suggests completions, explains code and proposes changes across files. It speeds up routine work, but its output needs the same review as a colleague's pull request.",
    },
    {
      term: "Model API",
      definition:
        "A paid interface that lets your application send a prompt and receive a response. You control the prompt, the data sent and how the output is used, and you usually pay per token.",
    },
    {
      term: "Prompt",
      definition:
        "Everything the model receives: instructions, context such as documents or code, examples of the desired output and the user's question. A system prompt sets rules that apply to a whole conversation.",
    },
    {
      term: "Context window",
      definition:
        "The maximum amount of text, measured in tokens, a model can consider at once. Long inputs cost more and can bury the detail that matters, so include what is relevant rather than everything.",
    },
  ],
  practices: [
    {
      title: "Write prompts like briefs",
      desc: "State the role, task, audience, constraints and output format. “Summarise this incident report for a non-technical manager in five bullet points” beats “summarise this”.",
    },
    {
      title: "Show examples",
      desc: "One or two pairs of input and desired output, known as few-shot prompting, fix format and tone more reliably than long descriptions.",
    },
    {
      title: "Ask for structure",
      desc: "When code will read the answer, request JSON with named fields and validate it. Many APIs offer a structured-output mode that enforces a schema.",
    },
    {
      title: "Build a small evaluation set",
      desc: "Collect 20 to 50 real examples with the answers you expect, run each candidate tool on them and compare the results side by side before committing.",
    },
    {
      title: "Keep a prompt library",
      desc: "Store prompts that work in version control, noting which model each was tested with, so the team reuses them instead of reinventing them.",
    },
  ],
  mistakes: [
    {
      title: "Pasting secrets into a chat",
      desc: "API keys, customer data and unreleased code can end up in logs or training data, depending on the plan. Read the data terms, and use business plans or local models for sensitive work.",
    },
    {
      title: "Trusting confident answers",
      desc: "Models produce fluent text whether or not it is true. Verify facts, run generated code and open every citation.",
    },
    {
      title: "Vague prompts, then blaming the tool",
      desc: "If the output is generic, the prompt usually was too. Add context, constraints and an example before switching to another tool.",
    },
    {
      title: "Lock-in by accident",
      desc: "Building directly on one vendor's unique features makes switching expensive. Put a thin layer of your own between your code and the API.",
    },
  ],
  furtherReading: [
    {
      href: "/blog/prompt-engineering-for-developers",
      title: "Prompt Engineering for Developers: Patterns That Work",
      desc: "Prompt patterns with examples you can adapt.",
    },
    { href: "/ai/chatbots", title: "Chatbots", desc: "Put a model, a system prompt and your documents together." },
    {
      href: "/blog/running-small-language-models-locally",
      title: "Running Small Language Models on Your Own Laptop",
      desc: "Keep sensitive work on your own machine.",
    },
    { href: "/webdev/toolandresourse", title: "Tools and Resources", desc: "The rest of a productive developer's kit." },
  ],
};
