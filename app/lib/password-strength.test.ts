import { describe, expect, it } from "vitest";
import { meetsPasswordRule, passwordStrength, strengthScore } from "./password-strength";

describe("meetsPasswordRule", () => {
  it.each([
    ["abcdefg1", true],
    ["1234567a", true],
    ["ÄÖÜßéèñ5", true],
    ["abcdefgh", false],
    ["12345678", false],
    ["abc1", false],
    ["", false],
  ])("%j → %s", (password, expected) => {
    expect(meetsPasswordRule(password)).toBe(expected);
  });
});

describe("passwordStrength", () => {
  it("is empty before anything is typed", () => {
    expect(passwordStrength("")).toBe("empty");
  });

  it("is weak when the rule is not met", () => {
    expect(passwordStrength("short1")).toBe("weak");
    expect(passwordStrength("onlyletters")).toBe("weak");
  });

  it("is weak for common or repetitive passwords even when they meet the rule", () => {
    expect(passwordStrength("password1")).toBe("weak");
    expect(passwordStrength("Qwerty123")).toBe("weak");
    expect(passwordStrength("aaaa1111")).toBe("weak");
  });

  it("grows with length and variety", () => {
    expect(passwordStrength("river7stone")).toBe("fair");
    expect(passwordStrength("river7stonebay")).toBe("good");
    expect(passwordStrength("River7stone")).toBe("good");
    expect(passwordStrength("River7stone-bay")).toBe("strong");
    expect(passwordStrength("river7stone-harbour")).toBe("strong");
  });

  it("maps levels to meter segments", () => {
    expect(["empty", "weak", "fair", "good", "strong"].map((l) => strengthScore(l as never))).toEqual([0, 1, 2, 3, 4]);
  });
});
