import { describe, expect, it } from "vitest";
import { iconNode } from "./icons.ts";

describe("iconNode", () => {
  it("reads an icon's shapes from lucide-react's icon module", () => {
    expect(iconNode("chevron-down")).toEqual([["path", { d: "m6 9 6 6 6-6", key: "qrunsl" }]]);
  });

  it("refuses a name that is not an icon file's", () => {
    expect(() => iconNode("../index")).toThrow(/not a Lucide icon/);
  });
});
