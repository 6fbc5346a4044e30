import { describe, expect, it } from "vitest";
import signupCopy from "~/content/pages/signup.yaml";
import { firstInvalidField, readSignupForm, validateSignup, type SignupValues } from "./signup-form";

const valid: SignupValues = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  password: "engine42notes",
  confirmPassword: "engine42notes",
  acceptTerms: true,
};
const e = signupCopy.errors;

describe("validateSignup", () => {
  it("accepts a complete, consistent form", () => {
    expect(validateSignup(valid)).toEqual({});
  });

  it("reports every empty field with its own message", () => {
    const errors = validateSignup({ name: "  ", email: "", password: "", confirmPassword: "", acceptTerms: false });
    expect(errors).toEqual({
      name: e.nameRequired,
      email: e.emailRequired,
      password: e.passwordRequired,
      confirmPassword: e.confirmRequired,
      acceptTerms: e.termsRequired,
    });
  });

  it("rejects a malformed email address", () => {
    expect(validateSignup({ ...valid, email: "ada@" }).email).toBe(e.emailInvalid);
    expect(validateSignup({ ...valid, email: " ada@example.com " }).email).toBeUndefined();
  });

  it("applies the password rule", () => {
    expect(validateSignup({ ...valid, password: "short1", confirmPassword: "short1" }).password).toBe(e.passwordRule);
    expect(validateSignup({ ...valid, password: "nonumbers", confirmPassword: "nonumbers" }).password).toBe(
      e.passwordRule,
    );
    expect(validateSignup({ ...valid, password: "12345678", confirmPassword: "12345678" }).password).toBe(
      e.passwordRule,
    );
  });

  it("reports a confirmation that differs", () => {
    expect(validateSignup({ ...valid, confirmPassword: "engine42Notes" })).toEqual({
      confirmPassword: e.confirmMismatch,
    });
  });

  it("requires the terms to be accepted", () => {
    expect(validateSignup({ ...valid, acceptTerms: false })).toEqual({ acceptTerms: e.termsRequired });
  });
});

describe("firstInvalidField", () => {
  it("follows the order of the form, not the order of the object", () => {
    expect(firstInvalidField({ acceptTerms: "x", email: "y" })).toBe("email");
    expect(firstInvalidField({ confirmPassword: "x" })).toBe("confirmPassword");
    expect(firstInvalidField({})).toBeUndefined();
  });
});

describe("readSignupForm", () => {
  it("reads text fields and the checkbox", () => {
    const data = new FormData();
    data.set("name", "Ada");
    data.set("email", "ada@example.com");
    data.set("password", "p");
    data.set("confirmPassword", "q");
    expect(readSignupForm(data)).toEqual({
      name: "Ada",
      email: "ada@example.com",
      password: "p",
      confirmPassword: "q",
      acceptTerms: false,
    });
    data.set("acceptTerms", "on");
    expect(readSignupForm(data).acceptTerms).toBe(true);
  });
});
