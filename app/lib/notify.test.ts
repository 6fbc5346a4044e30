import { beforeEach, describe, expect, it, vi } from "vitest";

const calls: string[] = [];
vi.mock("sonner", () => ({
  toast: {
    dismiss: () => calls.push("dismiss"),
    success: (title: string, o: { description?: string }) => calls.push(`success:${title}:${o.description}`),
    info: (title: string, o: { description?: string }) => calls.push(`info:${title}:${o.description}`),
    error: (title: string, o: { description?: string }) => calls.push(`error:${title}:${o.description}`),
  },
}));

const { notify } = await import("./notify");

describe("notify", () => {
  beforeEach(() => {
    calls.length = 0;
  });

  it("clears the visible toast before showing a new one", async () => {
    await notify.success("Saved", "All good");
    expect(calls).toEqual(["dismiss", "success:Saved:All good"]);
  });

  it("titles every error 'Error'", async () => {
    await notify.error("Please enter both email and password.");
    expect(calls).toEqual(["dismiss", "error:Error:Please enter both email and password."]);
  });
});
