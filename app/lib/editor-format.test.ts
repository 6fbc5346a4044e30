/**
 * The article schema accepts exactly what the editor (keystatic.config.ts, ADR 0015) writes: these
 * are files it wrote, with no field set but the required ones, and with every field set.
 */
import { describe, expect, it } from "vitest";
import { articleSchema } from "~/content/schemas/articles";
import { parseMarkdown } from "~/data/testing/files.testing";

const parse = (file: string, source: string) => parseMarkdown(file, source, articleSchema).data;

const fewest = `---
title: 'Editing Without Git: A Guide'
date: 2026-11-23
category: tech-trends
excerpt: Writers publish from a web page while the files stay in git.
tags: []
---
A writer opened the editor, typed this and saved.
`;

const every = `---
title: Editing Without Git
date: 2026-11-23
category: ai-insights
excerpt: Writers publish from a web page while the files stay in git.
author: priya-raman
updated: 2026-11-24
tags:
  - cms
  - static-sites
draft: true
image: /images/blog/prompt-engineering-for-developers.svg
alt: A chat prompt flowing into a neural network
canonical: https://example.com/editing-without-git
---
## A section

Some *text* with \`code\`.
`;

describe("the article schema and the editor", () => {
  it("accepts an article with only the required fields set", () => {
    expect(parse("app/content/articles/editing-without-git-a-guide.md", fewest)).toMatchObject({
      tags: [],
      draft: false,
      title: "Editing Without Git: A Guide",
      date: "2026-11-23",
    });
  });

  it("accepts an article with every field set", () => {
    expect(parse("app/content/articles/editing-without-git.md", every)).toMatchObject({
      author: "priya-raman",
      tags: ["cms", "static-sites"],
      draft: true,
    });
  });
});
