/**
 * How a copy file (app/content/copy/<name>.yaml) is checked as it is read, by the build's module
 * plugin (integration/copy-modules.ts) and by the readers outside it (data/copy-files.ts): its
 * `{brand}` and `{email}` filled in, then the schema its file name selects. A mistake fails with one
 * line naming the file and the field.
 */
import { copySchemas, type Copy, type CopyName } from "../../content/schemas/copy.ts";
import { checkEntryData } from "./check-entry.ts";

/** The copy file's name without folder and extension: "login" for app/content/copy/login.yaml. */
export function copyNameOf(file: string): string {
  return file.replace(/^.*[\\/]/, "").replace(/\.ya?ml$/, "");
}

const byName = {
  byId: copySchemas,
  otherwise: `must be one of ${Object.keys(copySchemas).join(", ")} (a new one needs its schema in app/content/schemas/copy.ts)`,
};

/** `data`, read from the copy file `file`, with its placeholders filled in and checked against its schema. */
export function checkCopy<N extends CopyName>(file: string, data: unknown): Copy<N> {
  return checkEntryData(file, copyNameOf(file), data, byName) as Copy<N>;
}
