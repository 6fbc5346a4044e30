import type { FullResult, Reporter, TestCase, TestResult } from "@playwright/test/reporter";
import { basename, relative } from "node:path";

/**
 * Prints the test time each file took (summed over its tests, so the heaviest files show where the
 * suite's time goes); a line for each test that failed for good and each that passed only on its
 * retry, with where it is and its error's first line; then one closing line, "e2e: N passed, N
 * failed", that CI logs can be read by. These lines come last, so the gate's digest of a failed
 * step (tools/gate/plan.ts) names the failing tests however long the suite's output was.
 */
export default class SummaryReporter implements Reporter {
  private passed = 0;
  private failed = 0;
  private skipped = 0;
  private readonly perFile = new Map<string, number>();
  private readonly failures: string[] = [];
  private readonly flaky: string[] = [];

  onTestEnd(test: TestCase, result: TestResult) {
    const file = basename(specFile(test));
    this.perFile.set(file, (this.perFile.get(file) ?? 0) + result.duration);
    const passedOrSkipped = result.status === "passed" || result.status === "skipped";
    if (result.retry < test.retries && !passedOrSkipped) return;
    if (result.status === "passed") {
      this.passed++;
      if (result.retry > 0) this.flaky.push(`e2e: flaky, passed on retry ${result.retry}: ${where(test)}`);
    } else if (result.status === "skipped") this.skipped++;
    else {
      this.failed++;
      const error = result.error?.message?.split("\n").find((line) => line.trim()) ?? result.status;
      // eslint-disable-next-line no-control-regex -- the error's terminal colours
      this.failures.push(`e2e: FAILED ${where(test)}\n       ${error.replace(/\u001b\[[\d;]*m/g, "").trim()}`);
    }
  }

  onEnd(_result: FullResult) {
    const files = [...this.perFile].sort((a, b) => b[1] - a[1]);
    console.log(
      `e2e: test time per file: ${files.map(([f, ms]) => `${f.replace(/\.spec\.ts$/, "")} ${(ms / 1000).toFixed(0)} s`).join(", ")}`,
    );
    for (const line of [...this.flaky, ...this.failures]) console.log(line);
    const skipped = this.skipped ? `, ${this.skipped} skipped` : "";
    console.log(`e2e: ${this.passed} passed, ${this.failed} failed${skipped}`);
  }
}

/**
 * The spec file a test is in. A test that a helper defines for its spec (e2e/support/fits.ts) has
 * its location in the helper, which alone would not say which screen failed.
 */
function specFile(test: TestCase): string {
  let suite = test.parent;
  while (suite.type !== "file" && suite.parent) suite = suite.parent;
  return suite.location?.file ?? test.location.file;
}

/**
 * "[project] e2e/file.spec.ts:12 › describe › title", as Playwright's own list names a test; a test
 * a helper defines: "[project] e2e/file.spec.ts (e2e/support/helper.ts:12) › title".
 */
function where(test: TestCase): string {
  const project = test.parent.project()?.name;
  const [spec, at] = [specFile(test), test.location];
  const file = relative(process.cwd(), spec);
  const line = at.file === spec ? `${file}:${at.line}` : `${file} (${relative(process.cwd(), at.file)}:${at.line})`;
  return `${project ? `[${project}] ` : ""}${line} › ${test.titlePath().slice(3).join(" › ")}`;
}
