import { describe, expect, it } from "vitest";
import { ERROR_TITLE, parsePendingToast, toastMessage } from "./notify";

describe("toastMessage", () => {
  it("titles every error 'Error' and keeps the text as its description", () => {
    expect(toastMessage("error", "Please enter both email and password.")).toEqual({
      kind: "error",
      title: ERROR_TITLE,
      description: "Please enter both email and password.",
    });
  });

  it("keeps a success toast's title and description", () => {
    expect(toastMessage("success", "Message Sent!", "Thanks")).toEqual({
      kind: "success",
      title: "Message Sent!",
      description: "Thanks",
    });
  });
});

describe("parsePendingToast", () => {
  it("reads back a stored toast", () => {
    const message = toastMessage("success", "Login Successful!", "Welcome back to TechHorizon!");
    expect(parsePendingToast(JSON.stringify(message))).toEqual(message);
  });

  it("keeps the time a toast still had to show, within the 5 s a toast lasts", () => {
    expect(parsePendingToast('{"kind":"error","title":"Error","description":"x","duration":1200}')?.duration).toBe(
      1200,
    );
    expect(parsePendingToast('{"kind":"error","title":"Error","duration":60000}')?.duration).toBeUndefined();
  });

  it.each([null, "", "not json", "42", '{"kind":"shout","title":"x"}', '{"kind":"info"}'])("ignores %j", (raw) => {
    expect(parsePendingToast(raw)).toBeNull();
  });
});
