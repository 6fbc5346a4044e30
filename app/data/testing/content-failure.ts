/** For tests: the one-line message a content mistake fails with (and a failed test if it does not fail). */
import { expect } from "vitest";
import { ContentError } from "../../lib/content/errors.ts";

export function contentFailure(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    const message = (error as Error).message;
    expect(message.split("\n")).toHaveLength(1);
    return message;
  }
  throw new Error("expected the content to be rejected");
}
