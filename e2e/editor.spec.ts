/**
 * The editor UI (Keystatic, ADR 0015): a writer creates an article in `astro dev`, and the next build
 * publishes it at its URL, in the blog list, the feed and search. And nothing of the editor ships:
 * neither a route nor a file in the build, and the production server answers 404 where it lives in dev.
 *
 * The round trip runs `astro dev` against this work tree on EDITOR_DEV_PORT (4251), then builds into a
 * temporary folder (TECHHORIZON_BUILD_DIR), so build/client, which the other tests serve, is untouched.
 * The article file it creates is deleted afterwards, whatever happens. It runs in its own Playwright
 * project after the others (their page lists must not see the article): run it alone with
 * `npx playwright test e2e/editor.spec.ts --no-deps`.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { REPO_ROOT, SITE_ROOT } from "../shared/build-layout.ts";
import { createSiteHandler } from "../server/app.ts";
import { EDITOR_API_PATH, EDITOR_PATH } from "../integration/editor.ts";

const DEV_PORT = Number(process.env.EDITOR_DEV_PORT ?? 4251);
const DEV_URL = `http://127.0.0.1:${DEV_PORT}`;
const ASTRO = path.join(REPO_ROOT, "node_modules/astro/bin/astro.mjs");
const ARTICLES = path.join(REPO_ROOT, "app/content/articles");
/** Writes the editor's screenshots into screenshots/ when set (the README's pictures). */
const SCREENSHOTS = process.env.SCREENSHOTS === "1";

/** Every file under `root`, relative to it. */
function filesUnder(root: string): string[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

/** Files of a build whose name or (uncompressed) text mentions the editor. */
function editorTraces(root: string): string[] {
  return filesUnder(root).filter((file) => {
    if (/keystatic/i.test(file)) return true;
    if (/\.(gz|br|zst|woff2|png|jpg|webp|avif|ico)$/.test(file)) return false;
    return /keystatic/i.test(readFileSync(path.join(root, file), "utf8"));
  });
}

function astro(args: string[], env: Record<string, string> = {}): ChildProcess {
  return spawn(process.execPath, [ASTRO, ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: "1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
}

/** Resolves with the exit code; the output is kept for the failure message. */
function finished(child: ChildProcess, output: string[]): Promise<number | null> {
  child.stdout?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  return new Promise((resolve) => child.on("exit", (code) => resolve(code)));
}

function stop(child: ChildProcess | undefined): void {
  if (child?.pid && child.exitCode === null) {
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      // already gone
    }
  }
}

async function shoot(page: Page, name: string): Promise<void> {
  if (!SCREENSHOTS) return;
  mkdirSync(path.join(REPO_ROOT, "screenshots"), { recursive: true });
  await page.screenshot({ path: path.join(REPO_ROOT, "screenshots", `editor-${name}.png`) });
}

test.describe("the editor", () => {
  test("ships nothing: the build has no editor file and the production server answers 404 at its paths", async ({
    request,
  }) => {
    expect(editorTraces(SITE_ROOT)).toEqual([]);
    for (const url of [EDITOR_PATH, `${EDITOR_PATH}/collection/articles/create`, `${EDITOR_API_PATH}/tree`]) {
      expect((await request.get(url)).status(), url).toBe(404);
    }
  });

  test("an article written in the editor is published by the next build", async ({ page, request }) => {
    test.setTimeout(300_000);
    // A title no other article has; the editor makes the file name from it.
    const stamp = Date.now().toString(36);
    const title = `Editing Without Git ${stamp}`;
    const slug = `editing-without-git-${stamp}`;
    const excerpt = `Writers publish from a web page while the files stay in git (${stamp}).`;
    const file = path.join(ARTICLES, `${slug}.md`);
    const buildDir = mkdtempSync(path.join(os.tmpdir(), "techhorizon-editor-build-"));
    const devOutput: string[] = [];
    let dev: ChildProcess | undefined;
    let site: Server | undefined;
    try {
      await test.step("open the editor in astro dev", async () => {
        dev = astro(["dev", "--port", String(DEV_PORT)]);
        void finished(dev, devOutput);
        await expect
          .poll(
            async () =>
              fetch(`${DEV_URL}${EDITOR_PATH}`).then(
                (r) => r.status,
                () => 0,
              ),
            { timeout: 90_000, message: `astro dev did not start:\n${devOutput.join("")}` },
          )
          .toBe(200);
        // The editor's UI asks for a web font; this machine has no outside network.
        await page.route(/fonts\.googleapis\.com/, (route) => route.abort());
        await page.goto(`${DEV_URL}${EDITOR_PATH}/collection/articles`);
        await expect(page.getByRole("heading", { name: "Articles", level: 1 })).toBeVisible({ timeout: 60_000 });
        await page.getByRole("button", { name: "Add" }).click();
      });

      await test.step("create an article with title, category, excerpt and body", async () => {
        await page.getByRole("textbox", { name: "Title" }).fill(title);
        await expect(page.getByRole("textbox", { name: "File name (URL)" })).toHaveValue(slug);
        await page.getByRole("button", { name: /Category/ }).click();
        await page.getByRole("option", { name: "Tech Trends" }).click();
        await page.getByRole("textbox", { name: "Excerpt" }).fill(excerpt);
        await page.getByRole("textbox", { name: "Body" }).click();
        await page.keyboard.type(`A writer opened the editor, typed this and saved (${stamp}).`);
        await shoot(page, "form");
        await page.getByRole("button", { name: "Create" }).click();
        await page.waitForURL(`**${EDITOR_PATH}/collection/articles/item/${slug}`);
        expect(existsSync(file)).toBe(true);
        await page.goto(`${DEV_URL}${EDITOR_PATH}/collection/articles`);
        await expect(page.getByRole("row", { name: new RegExp(slug) })).toBeVisible();
        await shoot(page, "list");
      });

      await test.step("the file holds exactly the schema's fields", async () => {
        const source = readFileSync(file, "utf8");
        await test.info().attach(`${slug}.md`, { body: source, contentType: "text/markdown" });
        const frontmatter = source.split("---\n")[1]!;
        expect(
          frontmatter
            .split("\n")
            .filter(Boolean)
            .map((line) => line.split(":")[0]),
        ).toEqual(["title", "date", "category", "excerpt", "tags"]);
        expect(frontmatter).toContain("category: tech-trends\n");
        expect(frontmatter).toContain("tags: []\n");
        expect(frontmatter).toMatch(/^date: \d{4}-\d{2}-\d{2}$/m);
        expect(source).toContain(`saved (${stamp}).`);
      });

      stop(dev);

      await test.step("build into a folder of its own", async () => {
        const output: string[] = [];
        const code = await finished(astro(["build"], { TECHHORIZON_BUILD_DIR: buildDir }), output);
        expect(code, output.join("")).toBe(0);
      });

      const root = path.join(buildDir, "client");
      expect(editorTraces(root)).toEqual([]);
      site = createServer(createSiteHandler({ root }));
      await new Promise<void>((resolve) => site!.listen(0, "127.0.0.1", resolve));
      const base = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
      await page.unrouteAll();

      await test.step("the article is at its URL", async () => {
        await page.goto(`${base}/blog/${slug}`);
        await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
        await expect(page.getByRole("main")).toContainText(`saved (${stamp}).`);
      });

      await test.step("in the blog list", async () => {
        await page.goto(`${base}/blog`);
        await expect(page.getByRole("link", { name: new RegExp(title) }).first()).toHaveAttribute(
          "href",
          new RegExp(`/blog/${slug}/?$`),
        );
      });

      await test.step("in the feed", async () => {
        const feed = await (await request.get(`${base}/rss.xml`)).text();
        expect(feed).toContain(title);
        expect(feed).toContain(`/blog/${slug}`);
      });

      await test.step("in search", async () => {
        await page.goto(`${base}/about`);
        const field = page.getByRole("banner").getByRole("combobox", { name: "Search" });
        await field.click();
        await field.fill(stamp);
        await expect(
          page.getByRole("listbox", { name: "Search results" }).getByRole("option", { name: new RegExp(`^${title}`) }),
        ).toBeVisible();
      });
    } finally {
      rmSync(file, { force: true });
      stop(dev);
      site?.close();
      rmSync(buildDir, { recursive: true, force: true });
    }
  });
});
