import { describe, expect, it } from "vitest";
import loginCopy from "~/content/pages/login.yaml";
import { checkLogin, loginLogEntry } from "./login-form";

const missing = loginCopy.messages.missing;

describe("checkLogin", () => {
  it("gives the fixed message when either field is empty", () => {
    expect(checkLogin({ email: "", password: "" })).toEqual({ ok: false, message: missing, field: "email" });
    expect(checkLogin({ email: "ada@example.com", password: "" })).toEqual({
      ok: false,
      message: missing,
      field: "password",
    });
    expect(checkLogin({ email: "  ", password: "secret" })).toEqual({ ok: false, message: missing, field: "email" });
    expect(missing).toBe("Please enter both email and password.");
  });

  it("asks for a valid email when the address is malformed", () => {
    expect(checkLogin({ email: "ada@", password: "secret" })).toEqual({
      ok: false,
      message: loginCopy.messages.invalidEmail,
      field: "email",
    });
  });

  it("accepts an email and any non-empty password, including spaces", () => {
    expect(checkLogin({ email: "ada@example.com", password: "secret" })).toEqual({ ok: true });
    expect(checkLogin({ email: "ada@example.com", password: " " })).toEqual({ ok: true });
  });
});

describe("loginLogEntry", () => {
  it("records the email and remember-me flag and never the password", () => {
    const entry = loginLogEntry({ email: " ada@example.com ", password: "hunter2-secret", rememberMe: true });
    expect(entry).toContain('"email":"ada@example.com"');
    expect(entry).toContain('"rememberMe":true');
    expect(entry).not.toContain("hunter2-secret");
  });
});
