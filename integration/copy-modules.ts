/**
 * The interface copy (app/content/copy/*.yaml) as modules: a component imports its file and gets
 * the words as a typed object, compiled into the page or the island's bundle like any other
 * module. Each file is checked against its schema as it is read, so a mistake fails the build (and
 * `npx vitest`) with one line naming the file and the field. Rollup's YAML plugin does the parsing.
 */
import path from "node:path";
import yaml from "@rollup/plugin-yaml";
import { checkCopy } from "../app/lib/content/copy.ts";
import { REPO_ROOT } from "../shared/build-layout.ts";

export function copyModules() {
  return yaml({
    include: path.join(REPO_ROOT, "app/content/copy/*.yaml"),
    transform: (data, file) => checkCopy(path.relative(REPO_ROOT, file), data) as typeof data,
  });
}
