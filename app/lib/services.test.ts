import path from "node:path";
import { describe, expect, it } from "vitest";
import { contentFailure } from "~/data/testing/content-failure";
import { PAGES_DIR, routesFromFiles, serviceEntries } from "~/data/testing/collection-files.testing";
import { readDataFile } from "~/data/testing/files.testing";
import type { servicesPageSchema } from "~/content/schemas/services";
import { pageSchemaById } from "./pages";
import { pagePaths } from "./routes";
import { serviceSuggestions, toServices } from "./services";

/**
 * The /services page's copy (an entry of the pages collection), read with its schema as the content
 * layer checks it: its `interface` (the service card's and page's labels) is left to the copy module.
 */
const readServicesPage = (file = path.join(PAGES_DIR, "services.yaml")) =>
  readDataFile(file, pageSchemaById.byId.services as typeof servicesPageSchema);

const FIXTURES = path.join("app/lib/__fixtures__/services");
const readServices = (dir?: string) => toServices(serviceEntries(dir));

describe("the services collection", () => {
  it("loads the real services in their order, with the /services page's copy", () => {
    const services = readServices();
    expect(services.map((s) => s.id)).toEqual([
      "ai-consulting",
      "motivational-workshops",
      "tech-briefings",
      "coaching",
      "consulting",
      "development",
      "design",
      "support",
      "marketing",
      "training",
    ]);
    expect(services.filter((s) => s.data.card).map((s) => s.data.title)).toEqual([
      "AI Consulting",
      "Motivational Workshops",
      "Tech Briefings",
      "Career Coaching",
    ]);
    expect(readServicesPage().offer.title).toBe("What we offer");
  });

  it("fills {brand} in and leaves no placeholder behind", () => {
    const text = JSON.stringify([readServices(), readServicesPage()]);
    expect(text).not.toMatch(/\{[a-z]+\}/);
    expect(readServicesPage().description).toContain("TechHorizon");
  });

  it("gives every service a page in the route table", () => {
    const pages = pagePaths(routesFromFiles());
    for (const { id } of readServices()) expect(pages).toContain(`/services/${id}`);
  });

  it("suggests the services marked menu: true, in order, for the header", () => {
    expect(serviceSuggestions(readServices())).toEqual([
      {
        title: "Technology Consulting",
        desc: "Architecture reviews and roadmaps from senior engineers.",
        href: "/services/consulting",
      },
      {
        title: "Web Development",
        desc: "Fast, accessible websites and web apps built to last.",
        href: "/services/development",
      },
      { title: "UX & UI Design", desc: "Interfaces people understand at first glance.", href: "/services/design" },
      {
        title: "Maintenance & Support",
        desc: "Updates, monitoring and fixes for sites already live.",
        href: "/services/support",
      },
      {
        title: "Digital Marketing",
        desc: "Content and search strategy for technical products.",
        href: "/services/marketing",
      },
      {
        title: "Team Training",
        desc: "Hands-on courses in modern web and AI skills for your team.",
        href: "/services/training",
      },
    ]);
  });

  it("never repeats a sentence from one service page to another", () => {
    const seen = new Map<string, string>();
    for (const { id, data: s } of readServices()) {
      const texts = [
        s.intro,
        ...s.whatItIs,
        s.audience.intro,
        ...s.audience.points,
        ...s.deliverables.map((d) => d.desc),
        ...s.steps.map((d) => d.desc),
        ...s.faq.flatMap((f) => [f.question, f.answer]),
        s.cta.title,
        s.cta.text,
      ];
      const sentences = new Set(texts.flatMap((t) => t.split(/(?<=[.!?])\s+/)).map((t) => t.trim().toLowerCase()));
      for (const sentence of sentences) {
        expect(seen.get(sentence), `"${sentence}" on ${id}`).toBeUndefined();
        seen.set(sentence, id);
      }
    }
  });

  it("reads a valid fixture folder, defaults filled in", () => {
    const services = readServices(path.join(FIXTURES, "valid"));
    expect(services.map((s) => [s.id, s.data.order, s.data.menu])).toEqual([
      ["alpha", 1, true],
      ["beta", 2, false],
    ]);
    expect(serviceSuggestions(services)).toEqual([
      { title: "Alpha Service", desc: "The first service of the fixtures.", href: "/services/alpha" },
    ]);
  });

  it.each([
    ["missing-field", `${FIXTURES}/missing-field/alpha.yaml: "title" is missing`],
    ["wrong-type", `${FIXTURES}/wrong-type/alpha.yaml: "order" must be a number, not a string`],
    ["unknown-field", `${FIXTURES}/unknown-field/alpha.yaml: "price" is not a known field`],
    ["too-few", `${FIXTURES}/too-few/alpha.yaml: "faq" must list 3 to 4 items`],
    [
      "broken-related",
      `${FIXTURES}/broken-related/alpha.yaml: "related.0" is "time-travel", which is not a service (no app/content/services/time-travel.yaml)`,
    ],
    ["self-related", `${FIXTURES}/self-related/alpha.yaml: "related.0" is this service itself; list other services`],
  ])("a service with a mistake (%s) fails naming the file and the field", (dir, message) => {
    expect(contentFailure(() => readServices(path.join(FIXTURES, dir)))).toBe(message);
  });

  it("a service listing another twice fails naming the file and the field", () => {
    const entries = serviceEntries(path.join(FIXTURES, "valid"));
    const twice = entries.map((e) => (e.id === "alpha" ? { ...e, data: { ...e.data, related: ["beta", "beta"] } } : e));
    expect(contentFailure(() => toServices(twice))).toBe(
      `${FIXTURES}/valid/alpha.yaml: "related.1" lists "beta" twice`,
    );
  });

  it("a /services page copy with a mistake fails naming the file and the field", () => {
    expect(contentFailure(() => readServicesPage(path.join(FIXTURES, "pages/services.yaml")))).toBe(
      `${FIXTURES}/pages/services.yaml: "cta.links.1" must be a object, not a number`,
    );
  });
});
