/**
 * The interface copy as modules: a component imports the file that holds its words and gets them
 * as a typed object, compiled into the page or the island's bundle like any other module. A page's
 * words are its page file's `interface` (app/content/pages/login.yaml: only that part becomes the
 * module); the words of parts on many screens are app/content/copy/<name>.yaml (ADR 0043). Each is
 * checked against its schema as it is read, so a mistake fails the build (and `npx vitest`) with one
 * line naming the file and the field. Rollup's YAML plugin does the parsing.
 *
 * The modules' types are not written by hand: `copyModuleTypes` declares one module per entry of the
 * schema map (content/schemas/copy.ts), and the integration (index.ts) has Astro write it into
 * .astro/ at `astro sync`, `astro dev` and `astro build` (injectTypes), where tsconfig.json reads it.
 */
import path from "node:path";
import yaml from "@rollup/plugin-yaml";
import { checkCopy, copyFileOf } from "../app/lib/content/copy.ts";
import { copySchemas, type CopyName } from "../app/content/schemas/copy.ts";
import { REPO_ROOT } from "../shared/build-layout.ts";

const copyNames = Object.keys(copySchemas) as CopyName[];

export function copyModules() {
  return yaml({
    include: copyNames.map((name) => path.join(REPO_ROOT, copyFileOf(name))),
    transform: (data, file) => checkCopy(path.relative(REPO_ROOT, file), data) as typeof data,
  });
}

/** The file Astro writes the declarations to, under .astro/integrations/<integration>/. */
export const COPY_TYPES_FILE = "copy-modules.d.ts";

/**
 * A declaration file with one module per copy file: `import copy from "~/content/pages/login.yaml"`
 * is typed as `Copy<"login">`, what its schema makes of it. A file of ambient module declarations
 * cannot import at its top (it would become a module whose declarations apply nowhere else), so each
 * type is named by an import() type.
 */
export function copyModuleTypes(): string {
  const lines = copyNames.map(
    (name) =>
      `declare module "*/${copyFileOf(name).replace(/^app\/content\//, "")}" { const copy: import("~/content/schemas/copy.ts").Copy<${JSON.stringify(name)}>; export default copy; }`,
  );
  return `// Made by integration/copy-modules.ts from app/content/schemas/copy.ts; not to be edited.\n${lines.join("\n")}\n`;
}
