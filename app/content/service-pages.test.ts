import { describe, expect, it } from "vitest";
import { serviceDetails } from "./services";
import { servicePages, type ServicePage } from "./service-pages";

const pages = Object.entries(servicePages) as [string, ServicePage][];

/** Every sentence a visitor reads on a service page, apart from the shared headings. */
function sentences(slug: string, page: ServicePage): string[] {
  const intro = serviceDetails.find((s) => s.slug === slug)!.intro;
  const texts = [
    intro,
    ...page.whatItIs,
    page.audience.intro,
    ...page.audience.points,
    ...page.deliverables.map((d) => d.desc),
    ...page.steps.map((s) => s.desc),
    ...page.faq.flatMap((f) => [f.question, f.answer]),
    page.cta.title,
    page.cta.text,
  ];
  return texts.flatMap((t) => t.split(/(?<=[.!?])\s+/)).map((s) => s.trim().toLowerCase());
}

describe("service pages", () => {
  it("exist for every service, and only for those", () => {
    expect(Object.keys(servicePages).sort()).toEqual(serviceDetails.map((s) => s.slug).sort());
  });

  it.each(pages)("%s has a usable description, sections and FAQ", (slug, page) => {
    expect(page.description.length).toBeGreaterThanOrEqual(50);
    expect(page.description.length).toBeLessThanOrEqual(160);
    expect(page.whatItIs.length).toBeGreaterThan(0);
    expect(page.audience.points.length).toBeGreaterThanOrEqual(3);
    expect(page.deliverables.length).toBeGreaterThanOrEqual(3);
    expect(page.steps.length).toBeGreaterThanOrEqual(3);
    expect(page.faq.length).toBeGreaterThanOrEqual(3);
    expect(page.faq.length).toBeLessThanOrEqual(4);
    expect(page.related.length).toBeGreaterThan(0);
    expect(page.related).not.toContain(slug);
    expect(new Set(page.related).size).toBe(page.related.length);
  });

  it("never repeat a sentence from one page to another", () => {
    const seen = new Map<string, string>();
    for (const [slug, page] of pages) {
      for (const sentence of new Set(sentences(slug, page))) {
        expect(seen.get(sentence), `"${sentence}" on ${slug}`).toBeUndefined();
        seen.set(sentence, slug);
      }
    }
  });
});
