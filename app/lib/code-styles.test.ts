import codeTheme from "shiki/themes/github-light-high-contrast.mjs";
import { describe, expect, it } from "vitest";
import { CODE_STYLE_CLASSES, codeStyleClasses } from "./code-styles";

describe("code styles as classes", () => {
  it("list every colour of the code theme, as text and as background", () => {
    const colours = new Set<string>();
    const backgrounds = new Set<string>();
    for (const { settings } of codeTheme.tokenColors ?? []) {
      if (settings?.foreground) colours.add(settings.foreground.toLowerCase());
      if (settings?.background) backgrounds.add(settings.background.toLowerCase());
    }
    colours.add(codeTheme.colors!["editor.foreground"]!.toLowerCase());
    backgrounds.add(codeTheme.colors!["editor.background"]!.toLowerCase());
    for (const colour of colours) expect(CODE_STYLE_CLASSES, colour).toHaveProperty([`color:${colour}`]);
    for (const colour of backgrounds) expect(CODE_STYLE_CLASSES, colour).toHaveProperty([`background-color:${colour}`]);
  });

  it("turn a style attribute into classes, and name a declaration it does not know", () => {
    expect(codeStyleClasses("background-color:#ffffff;color:#0e1116")).toEqual({
      classes: ["bg-[#ffffff]", "text-[#0e1116]"],
    });
    expect(codeStyleClasses("color:#A0111F")).toEqual({ classes: ["text-[#a0111f]"] });
    expect(codeStyleClasses("color:#123456")).toEqual({ unknown: "color:#123456" });
  });
});
