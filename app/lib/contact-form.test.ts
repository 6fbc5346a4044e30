import { describe, expect, it } from "vitest";
import contactForm from "~/content/copy/contact-form.yaml";
import { contactFieldError, emptyContact, firstInvalidField, validateContact } from "./contact-form";

const valid = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  subject: "AI Consulting",
  message: "Could we book a first call next week?",
};

describe("validateContact", () => {
  it("accepts a complete message", () => {
    expect(validateContact(valid)).toEqual({});
  });

  it("requires every field, in page order", () => {
    const errors = validateContact(emptyContact);
    expect(Object.keys(errors)).toEqual(["name", "email", "subject", "message"]);
    expect(errors.name).toBe(contactForm.fields.name.required);
    expect(errors.message).toBe(contactForm.fields.message.required);
    expect(firstInvalidField(errors)).toBe("name");
  });

  it("treats whitespace as empty", () => {
    expect(validateContact({ ...valid, subject: "   \n" })).toEqual({ subject: contactForm.fields.subject.required });
  });

  it("rejects a malformed email but accepts one with surrounding spaces", () => {
    expect(contactFieldError("email", "ada@")).toBe(contactForm.invalidEmail);
    expect(contactFieldError("email", "ada example.com")).toBe(contactForm.invalidEmail);
    expect(contactFieldError("email", "  ada@example.com ")).toBeUndefined();
  });

  it("asks for a message long enough to answer", () => {
    expect(contactFieldError("message", "Hi")).toBe("Please write at least 10 characters so we can help.");
    expect(contactFieldError("message", "x".repeat(contactForm.messageMinLength))).toBeUndefined();
  });

  it("points focus at the first invalid field in page order", () => {
    expect(firstInvalidField(validateContact({ ...valid, email: "nope", message: "" }))).toBe("email");
    expect(firstInvalidField({})).toBeUndefined();
  });
});
