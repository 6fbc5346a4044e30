/**
 * The gate's steps (`npm test`, tools/gate/gate.ts) are package.json's scripts: these five and every
 * `check:<name>` script. Each step needs the build before it starts, unless the table below says
 * otherwise: a new gated check is its `check:<name>` script and nothing more, and an entry here only
 * when it needs something else (ADR 0044).
 */
/**
 * The steps beside the checks, in the order they start when ready: the end-to-end suite, the longest,
 * as soon as the build lets it (its editor test works on a copy of the site, never on the content
 * the unit tests read: ADR 0048).
 */
export const STEPS_BESIDE_CHECKS = ["build", "test:unit", "test:e2e", "lint", "typecheck"] as const;

/** A step that must have the machine to itself: it starts once every other step has ended. */
export const ALONE = "alone";

/** The steps that do not need (only) the build, and what they need instead. */
export const NEEDS: Record<string, readonly string[] | typeof ALONE> = {
  build: [],
  "test:unit": [],
  lint: [],
  "check:deps": [],
  // A throughput ratio that must not share the machine: alone and last (ADR 0034, 0037).
  "check:bench-server": ALONE,
};

/** What a step needs when the table above does not name it. */
const DEFAULT_NEEDS = ["build"];

/**
 * The gate's steps from package.json's scripts, each with the steps it needs (a step that runs alone
 * needs every other step), in the order they start when ready: the steps beside the checks, then the
 * checks in the scripts' order.
 */
export function gateSteps(scripts: Record<string, string>): Map<string, string[]> {
  const missing = STEPS_BESIDE_CHECKS.filter((name) => !(name in scripts));
  if (missing.length) throw new Error(`gate: package.json has no script ${missing.join(", ")}`);
  const names = [...STEPS_BESIDE_CHECKS, ...Object.keys(scripts).filter((name) => name.startsWith("check:"))];
  const steps = new Map<string, string[]>();
  for (const name of names) {
    const needs = NEEDS[name] ?? DEFAULT_NEEDS;
    steps.set(name, needs === ALONE ? names.filter((other) => other !== name) : [...needs]);
  }
  for (const [name, needs] of steps) {
    const unknown = needs.filter((need) => !steps.has(need));
    if (unknown.length) throw new Error(`gate: ${name} needs ${unknown.join(", ")}, which is no step`);
  }
  return steps;
}
