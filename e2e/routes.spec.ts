import { expect, test } from "./support/fixtures";
import { articles } from "../tools/support/articles";
import { pagePaths } from "../tools/support/site";
import { BRAND, NOT_FOUND } from "../tools/support/spec-texts";

const NOT_FOUND_TEXTS = [NOT_FOUND.code, NOT_FOUND.heading, NOT_FOUND.message];

test("the route table yields every page docs/product.md and the menus name", () => {
  const required = [
    "/",
    "/about",
    "/services",
    "/blog",
    "/contact",
    "/login",
    "/ai",
    "/tech-trends",
    "/motivation",
    "/webdev/frontend",
    "/webdev/backend",
    "/webdev/database",
    "/webdev/deployment",
    "/webdev/toolandresourse",
    "/webdev/versioncontrol",
    "/signup",
    "/forgot-password",
    "/terms",
    "/privacy",
    "/careers",
    "/services/ai-consulting",
    "/services/motivational-workshops",
    "/services/tech-briefings",
    "/services/coaching",
    "/services/consulting",
    "/services/development",
    "/services/design",
    "/services/support",
    "/services/marketing",
    "/services/training",
    "/ai/trends",
    "/ai/tools",
    "/ai/ml-basics",
    "/ai/business",
    "/ai/chatbots",
    "/ai/image-generation",
    "/tech/web-dev",
    "/tech/mobile",
    "/tech/cloud",
    "/tech/security",
    "/tech/blockchain",
    "/tech/iot",
  ];
  expect(pagePaths).toEqual(expect.arrayContaining(required));
  // Under /blog/ one level down: the articles, and the blog's further pages (/blog/2 …).
  const articlePaths = articles.map((a) => `/blog/${a.slug}`);
  expect(pagePaths.filter((p) => /^\/blog\/[^/]+$/.test(p) && !/^\/blog\/\d+$/.test(p)).sort()).toEqual(
    articlePaths.sort(),
  );
  expect(new Set(pagePaths).size).toBe(pagePaths.length);
});

test("every page is prerendered: 200, its own h1, header, main and footer before any JavaScript", async ({
  request,
}) => {
  const titles = new Map<string, string>();
  for (const path of pagePaths) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    expect(html, path).toMatch(/<h1[\s>]/);
    expect(html, path).toContain("<header");
    expect(html.match(/<main[\s>]/g), path).toHaveLength(1);
    expect(html, path).toContain("<footer");
    expect(html, path).toContain('<html lang="en"');
    expect(html, path).toMatch(/<meta name="description" content="[^"]{40,}"/);
    expect(html, path).toContain(
      `<link rel="canonical" href="https://techhorizon.example${path === "/" ? "/" : path}"`,
    );
    const title = html.match(/<title>([^<]+)<\/title>/)?.[1] ?? "";
    expect(title, path).toMatch(new RegExp(` — ${BRAND}$`));
    expect(titles.get(title), `${path} shares its title with ${titles.get(title)}`).toBeUndefined();
    titles.set(title, path);
    expect(html, path).not.toMatch(/coming soon|lorem ipsum/i);
  }
});

test("an unknown path answers 404 with the not-found page's exact texts", async ({ request }) => {
  const response = await request.get("/this/page/does-not-exist");
  expect(response.status()).toBe(404);
  const html = await response.text();
  for (const text of NOT_FOUND_TEXTS) expect(html).toContain(text.replaceAll("'", "&#x27;"));
});

test.describe("the not-found page in the browser", () => {
  test.use({ allowConsole: [/status of 404/] });

  test("shows the fixed texts and a way home", async ({ page }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    const main = page.getByRole("main");
    // Each text once, whole: a reader (and a lookup by text) finds '404' and the heading alone.
    await expect(main.getByText(NOT_FOUND.code, { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: NOT_FOUND.heading, exact: true })).toBeVisible();
    await expect(main).toContainText(NOT_FOUND.message);
    await main.getByRole("link", { name: NOT_FOUND.homeLink }).click();
    await expect(page).toHaveURL("/");
  });
});

test("an alias opened in the browser lands on its page", async ({ page }) => {
  await page.goto("/webdev/VersionControl");
  await expect(page).toHaveURL("/webdev/versioncontrol");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Version Control");
});

test("sitemap and robots are generated from the route table", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toContain("<loc>https://techhorizon.example/webdev/toolandresourse</loc>");
  expect(sitemap).not.toContain("/404");
  const robots = await request.get("/robots.txt");
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toContain("Sitemap: https://techhorizon.example/sitemap.xml");
});
