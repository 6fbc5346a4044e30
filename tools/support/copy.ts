/**
 * The interface's words as the editors wrote them (app/content/copy/ and the pages' `interface`), read once for every suite:
 * a test finds a control by the words the site shows, so a copy change needs no test change.
 */
import { readFileSync } from "node:fs";
import { parse } from "yaml";
import { readCopy } from "../../app/data/copy-files.ts";

export { countText, fill } from "../../app/lib/copy-text.ts";

export const signupCopy = readCopy("signup");
export const forgotPasswordCopy = readCopy("forgot-password");
export const blogCopy = readCopy("blog-list");
export const contactForm = readCopy("contact-form");
export const loginCopy = readCopy("login");
export const newsletter = readCopy("newsletter");
export const searchCopy = readCopy("search");
export const slider = readCopy("home-slider");
export const courseLabels = readCopy("course");
export const offlineCopy = readCopy("offline");
export const readingCopy = readCopy("reading");
export const articleCopy = readCopy("article");
export const archiveCopy = readCopy("archive");
/** The offline page's own heading (app/content/pages/offline.yaml). */
export const offlinePage = parse(
  readFileSync(new URL("../../app/content/pages/offline.yaml", import.meta.url), "utf8"),
) as { hero: { heading: string } };
