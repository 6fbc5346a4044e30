/**
 * A throwaway copy of the project, to build it with content added (the writing guide's templates, an
 * article made in the editor) without touching the real content or the build the other tests serve.
 * Everything but the build output and the dependencies is copied; the dependencies are linked.
 */
import { execFile } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const REPO = path.resolve(import.meta.dirname, "../..");
const LEFT_OUT = new Set([
  "node_modules",
  "build",
  ".git",
  ".astro",
  "test-results",
  "playwright-report",
  "screenshots",
  ".cache",
]);

export interface SiteCopy {
  root: string;
  /** Writes `text` to `file` (relative to the copy's root). */
  write(file: string, text: string): void;
  /**
   * `npm run build` in the copy; resolves to the built site's folder. `lean`: no social card drawn,
   * no page precompressed (integration/index.ts), for checks that read neither.
   */
  build(options?: { lean?: boolean }): Promise<string>;
  /** What the last successful build printed. */
  buildLog(): string;
  /** The built page at `urlPath`, or undefined when there is none. */
  page(urlPath: string): string | undefined;
  remove(): void;
}

/** Build caches kept in node_modules (Astro's data store, Vite's, the social cards and compressed files). */
const CACHE_FOLDERS = new Set([".astro", ".cache", ".vite"]);

/**
 * Astro's cache folder: its data store and its incremental build's manifest and pages (ADR 0026),
 * recorded for one project root. A copy never shares it: two builds writing one manifest and one
 * set of cached pages could restore each other's pages.
 */
const ASTRO_CACHE = ".astro";

/**
 * `ownCaches`: the copy gets no cache of this checkout, so its builds start cold and keep their
 * caches to themselves (the scale benchmark); by default it shares the content-addressed ones (the
 * social cards and compressed files, Vite's), never Astro's. node_modules is linked package by package.
 */
export function copySite({ ownCaches = false }: { ownCaches?: boolean } = {}): SiteCopy {
  const root = mkdtempSync(path.join(tmpdir(), "techhorizon-site-"));
  cpSync(REPO, root, {
    recursive: true,
    filter: (source) => !LEFT_OUT.has(path.relative(REPO, source).split(path.sep)[0]!),
  });
  mkdirSync(path.join(root, "node_modules"));
  for (const name of readdirSync(path.join(REPO, "node_modules"))) {
    if (name !== ASTRO_CACHE && !(ownCaches && CACHE_FOLDERS.has(name)))
      symlinkSync(path.join(REPO, "node_modules", name), path.join(root, "node_modules", name));
  }
  const site = path.join(root, "build/client");
  let log = "";
  return {
    root,
    write(file, text) {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), text);
    },
    async build({ lean = false } = {}) {
      try {
        ({ stdout: log } = await promisify(execFile)(
          process.execPath,
          [path.join(root, "node_modules/astro/bin/astro.mjs"), "build"],
          {
            cwd: root,
            env: { ...process.env, ASTRO_TELEMETRY_DISABLED: "1", TECHHORIZON_LEAN_BUILD: lean ? "1" : "0" },
            maxBuffer: 64 * 1024 * 1024,
          },
        ));
      } catch (error) {
        // The build's own words (e.g. `…/my-article.md: "category" must be …`), not the command line.
        const { stdout = "", stderr = "" } = error as { stdout?: string; stderr?: string };
        const said = (stderr || stdout)
          .split("\n")
          .filter((line) => line.trim() && !/^\s*(Stack trace:|at )/.test(line));
        throw new Error(`the build failed:\n${said.slice(0, 5).join("\n")}`, { cause: error });
      }
      return site;
    },
    buildLog: () => log,
    page(urlPath) {
      const file = path.join(site, urlPath, "index.html");
      return existsSync(file) ? readFileSync(file, "utf8") : undefined;
    },
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
}
