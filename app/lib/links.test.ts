import { describe, expect, it } from "vitest";
import { contactHref, mailtoHref } from "./links";

describe("contactHref", () => {
  it("encodes the subject so spaces and ampersands survive", () => {
    expect(contactHref("AI Consulting")).toBe("/contact?subject=AI%20Consulting");
    expect(contactHref("UX & UI Design")).toBe("/contact?subject=UX%20%26%20UI%20Design");
    expect(new URLSearchParams(contactHref("Maintenance & Support").split("?")[1]).get("subject")).toBe(
      "Maintenance & Support",
    );
  });
});

describe("mailtoHref", () => {
  it("builds an application email with an encoded subject", () => {
    expect(mailtoHref("hello@techhorizon.example", "Application: Frontend Engineer")).toBe(
      "mailto:hello@techhorizon.example?subject=Application%3A%20Frontend%20Engineer",
    );
  });
});
