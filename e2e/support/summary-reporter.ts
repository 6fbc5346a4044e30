import type { FullResult, Reporter, TestCase, TestResult } from "@playwright/test/reporter";
import { basename } from "node:path";

/**
 * Prints the test time each file took (summed over its tests, so the heaviest files show where the
 * suite's time goes), then one closing line, "e2e: N passed, N failed", that CI logs can be read by.
 */
export default class SummaryReporter implements Reporter {
  private passed = 0;
  private failed = 0;
  private skipped = 0;
  private readonly perFile = new Map<string, number>();

  onTestEnd(test: TestCase, result: TestResult) {
    const file = basename(test.location.file);
    this.perFile.set(file, (this.perFile.get(file) ?? 0) + result.duration);
    if (result.retry < test.retries && result.status !== "passed" && result.status !== "skipped") return;
    if (result.status === "passed") this.passed++;
    else if (result.status === "skipped") this.skipped++;
    else this.failed++;
  }

  onEnd(_result: FullResult) {
    const files = [...this.perFile].sort((a, b) => b[1] - a[1]);
    console.log(
      `e2e: test time per file: ${files.map(([f, ms]) => `${f.replace(/\.spec\.ts$/, "")} ${(ms / 1000).toFixed(0)} s`).join(", ")}`,
    );
    const skipped = this.skipped ? `, ${this.skipped} skipped` : "";
    console.log(`e2e: ${this.passed} passed, ${this.failed} failed${skipped}`);
  }
}
