import { describe, expect, it } from "vitest";
import { replaceSection } from "./performance-doc";

describe("replaceSection", () => {
  const doc = "intro\n<!-- bench:start -->\nold table\n<!-- bench:end -->\nafter\n";

  it("replaces only what stands between the section's markers", () => {
    expect(replaceSection(doc, "bench", "new table")).toBe(
      "intro\n<!-- bench:start -->\nnew table\n<!-- bench:end -->\nafter\n",
    );
  });

  it("refuses a section the document does not have, instead of writing a broken document", () => {
    expect(() => replaceSection(doc, "lighthouse", "table")).toThrow(/lighthouse:start/);
  });
});
