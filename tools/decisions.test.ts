import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "../shared/build-layout.ts";

/**
 * Every ADR opens the same way, so a reader finds its date and whether it still holds in one place:
 * its number and title, a blank line, then one status line, `Date: 2026-11-23 · Status: accepted …`
 * or `… · Status: superseded by 0013 …`. docs/decisions/README.md lists each ADR once, under Current
 * or Superseded as its status line says, by its own title.
 */
const DECISIONS = path.join(REPO_ROOT, "docs/decisions");
const adrFiles = readdirSync(DECISIONS).filter((file) => /^\d{4}-.+\.md$/.test(file));

interface Opening {
  number: string;
  title: string;
  date: string;
  superseded: boolean;
}

/** An ADR's number, title, date and whether it is superseded as a whole, or null when it does not open in the common form. */
function opening(markdown: string): Opening | null {
  const [heading, blank, status] = markdown.split("\n");
  const title = /^# (\d{4}) (.+)$/.exec(heading ?? "");
  const line = /^Date: (\d{4}-\d{2}-\d{2})(?: \([^)]*\))? · Status: (accepted|superseded by \d{4})\b/.exec(
    status ?? "",
  );
  if (!title || blank !== "" || !line) return null;
  return { number: title[1]!, title: title[2]!, date: line[1]!, superseded: line[2] !== "accepted" };
}

/** The index's rows, by section: [number, file, text] each. */
function indexRows(readme: string): Map<string, [string, string, string][]> {
  const sections = new Map<string, [string, string, string][]>();
  let section = "";
  for (const line of readme.split("\n")) {
    const heading = /^## (.+)$/.exec(line);
    if (heading) section = heading[1]!;
    const row = /^\| \[(\d{4})\]\(([^)]+)\) \| (.+?) \|/.exec(line);
    if (row) sections.set(section, [...(sections.get(section) ?? []), [row[1]!, row[2]!, row[3]!]]);
  }
  return sections;
}

describe("the ADRs' status lines", () => {
  it("reads the common form, and refuses the forms 0003, 0005 and 0014 had", () => {
    expect(opening("# 0013 Astro islands\n\nDate: 2026-11-23 · Status: accepted · Supersedes 0001\n")).toEqual({
      number: "0013",
      title: "Astro islands",
      date: "2026-11-23",
      superseded: false,
    });
    expect(opening("# 0009 Hydrate\n\nDate: 2026-11-24 (amended the same day) · Status: superseded by 0013\n")).toEqual(
      expect.objectContaining({ superseded: true }),
    );
    expect(opening("# 0003 Serving\n\nThe file layer is st since 0011.\n")).toBeNull();
    expect(opening("# 0005 Search\n\n- Status: superseded by 0023 (2026-11-23)\n")).toBeNull();
    expect(opening("# 0014 Content\n\n- Date: 2026-11-23\n- Status: accepted\n")).toBeNull();
  });

  it.each(adrFiles)("%s opens with its number, its title and one status line", (file) => {
    const adr = opening(readFileSync(path.join(DECISIONS, file), "utf8"));
    expect(adr).not.toBeNull();
    expect(adr!.number).toBe(file.slice(0, 4));
  });
});

describe("docs/decisions/README.md", () => {
  const rows = indexRows(readFileSync(path.join(DECISIONS, "README.md"), "utf8"));

  it("lists every ADR once, under Current or Superseded as its status line says, by its title", () => {
    const listed = [...rows.values()].flat().map(([, file]) => file);
    expect([...listed].sort()).toEqual([...adrFiles].sort());
    for (const file of adrFiles) {
      const adr = opening(readFileSync(path.join(DECISIONS, file), "utf8"))!;
      const section = adr.superseded ? "Superseded" : "Current";
      const row = rows.get(section)?.find(([, listedFile]) => listedFile === file);
      expect(row, `${file} under ${section}`).toBeDefined();
      expect(row![0]).toBe(adr.number);
      expect(row![2].startsWith(adr.title), `${file}: "${row![2]}" is not "${adr.title}"`).toBe(true);
    }
  });
});
