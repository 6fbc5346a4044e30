/**
 * `virtual:icon/NAME`: one Lucide icon as a module of its own, its shapes read from lucide-react's
 * icon module at build time (its `__iconData`) and drawn by app/components/ui/icon.tsx without the
 * attributes lucide-react writes on every icon (issue 47). A module per icon, so each island's script
 * carries only the icons it draws; the data is copied, so no island loads lucide-react's own
 * renderer. Should a lucide-react release stop exporting `__iconData`, the build fails here, naming
 * the icon.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { runInNewContext } from "node:vm";
import type { Plugin } from "vite";
import { REPO_ROOT } from "../shared/build-layout.ts";

const require = createRequire(path.join(REPO_ROOT, "package.json"));

const PREFIX = "virtual:icon/";

/**
 * An icon's shapes as lucide-react draws them (its icon node), read from its icon module's text: the
 * build's plugins run inside Vite's module runner, which cannot import a module of their own.
 */
export function iconNode(name: string): unknown[] {
  if (!/^[a-z0-9-]+$/.test(name)) throw new Error(`icons: "${name}" is not a Lucide icon's file name`);
  const source = readFileSync(require.resolve(`lucide-react/icons/${name}`), "utf8");
  const literal = /const __iconData = (\{[\s\S]*?\n\});/.exec(source)?.[1];
  const node = literal ? (runInNewContext(`(${literal})`) as { node?: unknown }).node : undefined;
  if (!Array.isArray(node))
    throw new Error(
      `icons: lucide-react/icons/${name} has no __iconData.node; has lucide-react changed its icon modules?`,
    );
  return node;
}

/** The barrel components import icons from (app/components/ui/icons.ts). */
const BARREL = /\/app\/components\/ui\/icons\.ts$/;

export function icons(): Plugin {
  return {
    name: "techhorizon:icons",
    resolveId: (id) => (id.startsWith(PREFIX) ? `\0${id}` : undefined),
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const node = iconNode(id.slice(PREFIX.length + 1));
      return {
        code: `import { icon } from "~/components/ui/icon";\nexport default /* @__PURE__ */ icon(${JSON.stringify(node)});`,
        moduleSideEffects: false,
      };
    },
    // The barrel and the icons do nothing on import: the bundler may then take each icon an island
    // uses from its own module, rather than put every icon any island uses into one chunk that each
    // island loads whole.
    transform: (code, id) => (BARREL.test(id) ? { code, moduleSideEffects: false, map: null } : undefined),
  };
}
