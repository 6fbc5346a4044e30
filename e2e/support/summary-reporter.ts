import type { FullResult, Reporter, TestCase, TestResult } from "@playwright/test/reporter";

/** Prints one closing line, "e2e: N passed, N failed", that CI logs can be read by. */
export default class SummaryReporter implements Reporter {
  private passed = 0;
  private failed = 0;
  private skipped = 0;

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.retry < test.retries && result.status !== "passed" && result.status !== "skipped") return;
    if (result.status === "passed") this.passed++;
    else if (result.status === "skipped") this.skipped++;
    else this.failed++;
  }

  onEnd(_result: FullResult) {
    const skipped = this.skipped ? `, ${this.skipped} skipped` : "";
    console.log(`e2e: ${this.passed} passed, ${this.failed} failed${skipped}`);
  }
}
