import { describe, expect, it } from "vitest";
import { jsBudgetFor, KB } from "./js-budget";

describe("jsBudgetFor", () => {
  it.each(["/", "/blog", "/blog/2", "/contact", "/login", "/signup", "/forgot-password", "/search", "/library", "/offline", "/webdev/frontend"])("gives %s the widget budget", (path) => {
    expect(jsBudgetFor(path)).toEqual({ kind: "widget", maxBytes: 85 * KB });
  });

  it.each(["/blog/react-19-features-in-practice", "/about", "/services", "/services/ai-consulting", "/ai", "/ai/trends", "/tech-trends", "/tech/iot", "/motivation", "/careers", "/terms", "/privacy", "/404"])(
    "gives %s the reading budget",
    (path) => {
      expect(jsBudgetFor(path)).toEqual({ kind: "reading", maxBytes: 2 * KB });
    },
  );
});
