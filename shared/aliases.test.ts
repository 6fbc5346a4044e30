import { describe, expect, it } from "vitest";
import { aliasRedirect, canonicalPath } from "./aliases";

describe("canonicalPath", () => {
  it.each([
    ["/webdev/Frontend", "/webdev/frontend"],
    ["/webdev/VersionControl", "/webdev/versioncontrol"],
    ["/webdev/ToolandResourse", "/webdev/toolandresourse"],
    ["/webdev/ToolsAndResources", "/webdev/toolandresourse"],
    ["/WebDevelopment", "/motivation"],
    ["/webdevelopment/", "/motivation"],
    ["/ai-insights", "/ai"],
    ["/About/", "/about"],
    ["/blog//", "/blog"],
    ["/", "/"],
  ])("%s → %s", (input, expected) => {
    expect(canonicalPath(input)).toBe(expected);
  });

  it("leaves canonical paths alone", () => {
    expect(canonicalPath("/tech-trends")).toBe("/tech-trends");
  });
});

describe("aliasRedirect", () => {
  const pages = new Set(["/motivation", "/ai", "/webdev/frontend"]);
  const isPage = (p: string) => pages.has(p);

  it("keeps the query string", () => {
    expect(aliasRedirect("/WebDevelopment", "?ref=nav", isPage)).toBe("/motivation?ref=nav");
  });

  it("does not redirect a canonical path", () => {
    expect(aliasRedirect("/ai", "", isPage)).toBeNull();
  });

  it("does not redirect to a path that is not a page", () => {
    expect(aliasRedirect("/Nowhere", "", isPage)).toBeNull();
  });
});
