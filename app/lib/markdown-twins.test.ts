import { describe, expect, it } from "vitest";
import { BRAND } from "../content/site";
import { contact } from "./content/settings";
import { articleByline, articleTwin, courseTwin, guideTwin, twinPath, withAbsoluteLinks } from "./markdown-twins";
import type { CourseGuide } from "../content/schemas/courses";
import type { Guide } from "../content/schemas/guides";

const SITE = "https://techhorizon.example";
const page = `${SITE}/blog/a-story`;
const words = { updated: "Updated" };
const article = {
  title: "A Story of Links",
  author: "Ada Lovelace",
  authorRole: "Editor",
  dateText: "November 4, 2026",
};

describe("a page's twin address", () => {
  it("is the page's path plus .md", () => {
    expect(twinPath("/blog/a-story")).toBe("/blog/a-story.md");
    expect(twinPath("/webdev/frontend")).toBe("/webdev/frontend.md");
  });
});

describe("links made absolute", () => {
  it("makes every relative link, image and link definition absolute, leaving the rest of the text as written", () => {
    const source = [
      'Read *the* [frontend course](/webdev/frontend) and ![a diagram](/images/blog/flow.svg "Flow").',
      "",
      "See [the list][list], [the top](#setup) and [a sibling](other-story).",
      "",
      "[list]: /blog 'All articles'",
    ].join("\n");
    expect(withAbsoluteLinks(source, page)).toBe(
      [
        `Read *the* [frontend course](${SITE}/webdev/frontend) and ![a diagram](${SITE}/images/blog/flow.svg "Flow").`,
        "",
        `See [the list][list], [the top](${page}#setup) and [a sibling](${SITE}/blog/other-story).`,
        "",
        `[list]: ${SITE}/blog 'All articles'`,
      ].join("\n"),
    );
  });

  it("leaves absolute links, mail links and anything in code alone", () => {
    const source =
      "[Ollama](https://ollama.com), [write](mailto:hi@example.com), <https://x.example/y>, `[no](/code)`\n\n```md\n[no](/block)\n```\n";
    expect(withAbsoluteLinks(source, page)).toBe(source);
  });

  it("finds links in tables and inside other links, and keeps a destination's brackets and escapes meaningful", () => {
    const source =
      "| a | b |\n| --- | --- |\n| [t](/tab) | [![i](/i.png)](/blog) |\n\n[space](<./my file.png>) [amp](/search?q=a&amp;b=1)\n";
    expect(withAbsoluteLinks(source, page)).toBe(
      `| a | b |\n| --- | --- |\n| [t](${SITE}/tab) | [![i](${SITE}/i.png)](${SITE}/blog) |\n\n[space](<${SITE}/blog/my%20file.png>) [amp](${SITE}/search?q=a&b=1)\n`,
    );
  });
});

describe("an article's twin", () => {
  it("starts with its title, then its author and dates, then the body as written with links absolute", () => {
    const body = "\nFirst paragraph with a [course](/webdev/frontend).\n\n## A section\n\n- one\n- two\n";
    expect(articleTwin(article, body, page, words)).toBe(
      `# A Story of Links\n\nAda Lovelace, Editor · November 4, 2026\n\nFirst paragraph with a [course](${SITE}/webdev/frontend).\n\n## A section\n\n- one\n- two\n`,
    );
  });

  it("says when the article was revised, in the page's words", () => {
    expect(articleByline({ ...article, updatedText: "November 20, 2026" }, words)).toBe(
      "Ada Lovelace, Editor · November 4, 2026 · Updated November 20, 2026",
    );
  });

  it("fills {brand} and {email} in the body as the page does", () => {
    const twin = articleTwin(article, "Written by the {brand} team; write to {email}.", page, words);
    expect(twin).toContain(`Written by the ${BRAND} team; write to ${contact.email}.`);
    expect(twin).not.toContain("{brand}");
  });
});

const guide: Omit<Guide, "html" | "words"> = {
  title: "AI Tools",
  summary: "Assistants and APIs.",
  description: "AI tools for developers.",
  intro: "The lead under the title.",
  order: 1,
  section: "ai",
  slug: "tools",
  path: "/ai/tools",
  concepts: [{ term: "Prompt", definition: "Everything the model receives." }],
  practices: [{ title: "Show examples", text: "One or two pairs fix the format." }],
  mistakes: [{ title: "Trusting confident answers", text: "Verify facts." }],
  furtherReading: [{ href: "/ai/chatbots", title: "Chatbots", text: "Put a model to work." }],
};
const sections = {
  introduction: "Introduction",
  concepts: "Key concepts",
  practices: "Tools and practices",
  mistakes: "Common mistakes",
  furtherReading: "Further reading",
};

describe("a guide's twin", () => {
  it("has the page's title, lead and sections in order, the body as written and every link absolute", () => {
    const twin = guideTwin(guide, "Prose with a [link](/blog/x).\n", `${SITE}/ai/tools`, sections);
    expect(twin).toBe(
      [
        "# AI Tools",
        "The lead under the title.",
        `## Introduction\n\nProse with a [link](${SITE}/blog/x).`,
        "## Key concepts\n\n- **Prompt**: Everything the model receives.",
        "## Tools and practices\n\n- **Show examples**: One or two pairs fix the format.",
        "## Common mistakes\n\n- **Trusting confident answers**: Verify facts.",
        `## Further reading\n\n- [Chatbots](${SITE}/ai/chatbots): Put a model to work.`,
      ].join("\n\n") + "\n",
    );
  });
});

const courseGuide: CourseGuide = {
  subtitle: "Complete Course Guide",
  sidebar: {
    title: "Technologies",
    intro: "Pick one.",
    technologies: [{ id: "html", name: "HTML", icon: "html", color: "orange", filters: ["Forms", "Accessibility"] }],
  },
  roadmap: {
    title: "Learning Roadmap",
    intro: "Five steps.",
    steps: [
      { title: "HTML Basics", text: "Structure pages." },
      { title: "CSS", text: "Style them." },
    ],
  },
  importanceTitle: "Why {title} is Important?",
  learn: { title: "What You'll Learn", items: ["Semantic HTML."] },
  stats: { title: "Course Statistics", items: [{ value: "50+", label: "Interactive Lessons" }] },
  onwardTitle: "More course guides",
};

describe("a course page's twin", () => {
  it("is made from the data the page shows, in its order, with the other course pages linked absolutely", () => {
    const topic = {
      title: "Frontend Development",
      definition: "The craft of the browser.",
      importance: ["One.", "Two.", "Three.", "Four."],
    };
    const twin = courseTwin(
      topic,
      courseGuide,
      [{ href: "/webdev/backend", title: "Backend Development", desc: "Servers." }],
      `${SITE}/webdev/frontend`,
    );
    expect(
      twin.startsWith(
        "# Frontend Development\n\nComplete Course Guide\n\nThe craft of the browser.\n\n## Learning Roadmap\n\nFive steps.\n\n1. **HTML Basics**: Structure pages.\n2. **CSS**: Style them.",
      ),
    ).toBe(true);
    expect(twin).toContain("## Why Frontend Development is Important?\n\n- One.\n- Two.\n- Three.\n- Four.");
    expect(twin).toContain("## What You'll Learn\n\n- Semantic HTML.");
    expect(twin).toContain("## Course Statistics\n\n- **50+**: Interactive Lessons");
    expect(twin).toContain("## Technologies\n\nPick one.\n\n- **HTML**: Forms, Accessibility");
    expect(twin.endsWith(`## More course guides\n\n- [Backend Development](${SITE}/webdev/backend): Servers.\n`)).toBe(
      true,
    );
  });
});
