import { expect, test } from "./support/fixtures";
import { NGINX_PORT } from "./support/nginx";

// A form that holds a password must never put it in a URL, also when JavaScript is off (or has not
// loaded: app/early-input.js covers that moment, before-hydration.spec). The browser then sends the
// form itself, by POST, and the server answers with a page saying nothing was sent.
// The browser logs the 405 status of the answer; it is the expected one.
test.use({ javaScriptEnabled: false, allowConsole: [/status of 405/] });

const servers = [
  { name: "npm start", port: Number(process.env.E2E_PORT ?? 4173) },
  { name: "nginx", port: NGINX_PORT },
];
const forms = [
  { path: "/login", password: "Password", submit: "Sign in" },
  { path: "/signup", password: "Password", submit: "Create account" },
];

for (const server of servers) {
  for (const form of forms) {
    test(`${server.name}: ${form.path} sent without JavaScript puts no password in a URL`, async ({ page }) => {
      const urls: string[] = [];
      page.on("request", (r) => urls.push(`${r.method()} ${r.url()}`));
      await page.goto(`http://localhost:${server.port}${form.path}`);
      const main = page.getByRole("main");
      await main.getByRole("textbox", { name: /Email/ }).fill("ada@example.com");
      await main.getByLabel(form.password, { exact: true }).fill("hunter2-secret");
      await main.getByRole("button", { name: form.submit, exact: true }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nothing was sent");
      expect(urls).toContain(`POST http://localhost:${server.port}${form.path}`);
      expect(urls.join("\n")).not.toMatch(/hunter2|password=/);
      expect(page.url()).toBe(`http://localhost:${server.port}${form.path}`);
      expect(await page.content()).not.toContain("hunter2-secret");
    });
  }
}

test("npm start: the header's search sends the words to /search, which still offers a way on", async ({ page }) => {
  const port = Number(process.env.E2E_PORT ?? 4173);
  const searchRequests: string[] = [];
  page.on("request", (r) => r.url().includes("/pagefind") && searchRequests.push(r.url()));
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`http://localhost:${port}/about`);
  const field = page.getByRole("banner").getByRole("combobox", { name: "Search" });
  await field.fill("react hooks");
  await field.press("Enter");
  await expect(page).toHaveURL(`http://localhost:${port}/search?q=react+hooks`);
  // Without JavaScript nothing can be searched; the page offers its suggestions and the sections.
  await expect(page.getByRole("searchbox", { name: "Search the site" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "React hooks" })).toHaveAttribute("href", "/search?q=React%20hooks");
  await expect(page.getByRole("main").getByRole("link", { name: "Kubernetes" })).toBeVisible();
  expect(searchRequests).toEqual([]);
});
