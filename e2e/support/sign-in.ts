import type { Page } from "@playwright/test";

/**
 * Signs in on /login with a valid email and password, as a reader does, and resolves to the line the
 * simulated sign-in logs of what it would send (`rememberMe` among it: whether the box was read as ticked).
 */
export async function signInLog(page: Page): Promise<string> {
  const main = page.getByRole("main");
  const logged = page.waitForEvent(
    "console",
    (message) => message.type() === "log" && message.text().includes("rememberMe"),
  );
  await main.getByRole("textbox", { name: "Email address" }).fill("ada@example.com");
  await main.getByLabel("Password", { exact: true }).fill("correct horse battery");
  await main.getByRole("button", { name: "Sign in", exact: true }).click();
  return (await logged).text();
}
