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
