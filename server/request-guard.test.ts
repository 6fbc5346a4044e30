import { describe, expect, it } from "vitest";
import { rejectTarget } from "./request-guard";

describe("rejectTarget", () => {
  it.each(["/", "/about", "/blog?q=react&category=Tech%20Trends", "/assets/root-Dm9.css", "/webdev/Frontend"])(
    "lets %s through",
    (url) => expect(rejectTarget(url)).toBeNull(),
  );

  it.each([
    ["/../etc/passwd", 400],
    ["/%2e%2e/%2e%2e/etc/passwd", 400],
    ["/assets/%2E%2E/%2E%2E/package.json", 400],
    ["/about%00.html", 400],
    ["/..%5c..%5cpackage.json", 400],
    ["/a\\b", 400],
    ["/%E0%A4%A", 400],
    ["http://evil.example/", 400],
    ["*", 400],
    ["//evil.example/x", 400],
    ["/" + "a".repeat(16 * 1024), 414],
  ])("refuses %s with %i", (url, status) => expect(rejectTarget(url)).toBe(status));
});
