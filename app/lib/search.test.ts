import MiniSearch from "minisearch";
import { describe, expect, it } from "vitest";
import { INDEX_OPTIONS, pageKind, QUERY_OPTIONS, snippet, type SearchDoc } from "./search";

const docs: SearchDoc[] = [
  { id: "/webdev/frontend", title: "Frontend Development", kind: "Course", headings: "Learning Roadmap", text: "React components and hooks." },
  { id: "/webdev/deployment", title: "Deployment and DevOps", kind: "Course", headings: "Roadmap", text: "Containers and Kubernetes clusters." },
  { id: "/ai/chatbots", title: "Chatbots", kind: "Guide", headings: "Prompts", text: "Write a system prompt and test it." },
];

const index = new MiniSearch<SearchDoc>(INDEX_OPTIONS);
index.addAll(docs);
const search = (q: string) => index.search(q, QUERY_OPTIONS).map((r) => r.id);

describe("search", () => {
  it("matches prefixes as the visitor types", () => {
    expect(search("kube")).toEqual(["/webdev/deployment"]);
  });

  it("forgives typos", () => {
    expect(search("raect")).toEqual(["/webdev/frontend"]);
  });

  it("survives a serialisation round trip", () => {
    const loaded = MiniSearch.loadJSON<SearchDoc>(JSON.stringify(index), INDEX_OPTIONS);
    expect(loaded.search("prompt", QUERY_OPTIONS)[0]?.id).toBe("/ai/chatbots");
  });
});

describe("pageKind", () => {
  it("names the kind of page from its path", () => {
    expect(pageKind("/blog/x")).toBe("Article");
    expect(pageKind("/blog")).toBe("Page");
    expect(pageKind("/ai/tools")).toBe("Guide");
    expect(pageKind("/tech/cloud")).toBe("Guide");
    expect(pageKind("/webdev/frontend")).toBe("Course");
    expect(pageKind("/services/design")).toBe("Service");
  });
});

describe("snippet", () => {
  const text = "Alpha beta gamma. ".repeat(20) + "Kubernetes schedules containers across machines. " + "Delta epsilon. ".repeat(20);

  it("cuts around the first match and marks it", () => {
    const parts = snippet(text, ["kubernetes"]);
    expect(parts.find((p) => p.match)?.text).toBe("Kubernetes");
    expect(parts[0]!.text.startsWith("…")).toBe(true);
    expect(parts.map((p) => p.text).join("").length).toBeLessThanOrEqual(240);
  });

  it("returns the opening text when nothing matches", () => {
    expect(snippet("Short text.", ["zzz"])).toEqual([{ text: "Short text.", match: false }]);
  });
});
