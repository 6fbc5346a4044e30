import { describe, expect, it } from "vitest";
import forgotPasswordCopy from "~/content/pages/forgot-password.yaml";
import { validateResetEmail } from "./reset-form";

describe("validateResetEmail", () => {
  it("asks for an address when the field is empty or blank", () => {
    expect(validateResetEmail("")).toBe(forgotPasswordCopy.errors.emailRequired);
    expect(validateResetEmail("   ")).toBe(forgotPasswordCopy.errors.emailRequired);
  });

  it("rejects something that is not an address", () => {
    expect(validateResetEmail("reader")).toBe(forgotPasswordCopy.errors.emailInvalid);
    expect(validateResetEmail("reader@")).toBe(forgotPasswordCopy.errors.emailInvalid);
  });

  it("accepts a valid address", () => {
    expect(validateResetEmail("reader@example.com")).toBeUndefined();
  });
});
