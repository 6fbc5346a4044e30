import { expect, hydrated, test } from "./support/fixtures";
import { BRAND } from "../tools/support/spec-texts";

const VALUES = ["Inspiration & Empowerment", "Knowledge & Clarity", "Innovation & Progress", "Integrity & Inclusivity"];
const TEAM = [
  ["Maya Chen", "Editor-in-Chief"],
  ["Daniel Okafor", "Lead Web Developer"],
  ["Priya Raman", "AI Research Writer"],
] as const;

test.beforeEach(async ({ page }) => {
  await page.goto("/about");
  await hydrated(page);
});

test("mission, vision and the four values, each described", async ({ page }) => {
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText(`About ${BRAND}`);
  for (const name of ["Our mission", "Our vision"]) {
    const section = main.getByRole("region", { name });
    await expect(section.getByRole("heading", { level: 2 })).toHaveText(name);
    expect((await section.innerText()).split(/\s+/).length, name).toBeGreaterThan(60);
  }
  const values = main.getByRole("region", { name: "What we value" }).getByRole("listitem");
  await expect(values).toHaveCount(4);
  await expect(values.getByRole("heading", { level: 3 })).toHaveText(VALUES);
  for (const value of await values.all()) {
    expect((await value.innerText()).length).toBeGreaterThan(100);
  }
});

test("a team of three with illustrated initials, never photos, and the illustrative note", async ({ page }) => {
  const team = page.getByRole("region", { name: "The people behind the guides" });
  const members = team.getByRole("list").getByRole("listitem");
  await expect(members).toHaveCount(3);
  for (const [i, [name, role]] of TEAM.entries()) {
    const member = members.nth(i);
    await expect(member.getByRole("heading", { level: 3 })).toHaveText(name);
    await expect(member).toContainText(role);
    const initials = name
      .split(" ")
      .map((w) => w[0])
      .join("");
    await expect(member.locator("svg")).toHaveText(initials);
  }
  await expect(team.locator("img")).toHaveCount(0);
  await expect(team.getByText(/team members shown here are illustrative/)).toBeVisible();
});

test("onward links lead on to the rest of the site", async ({ page }) => {
  const onward = page.getByRole("navigation", { name: "Start learning with us" });
  await expect(onward.getByRole("link")).toHaveCount(6);
  await onward.getByRole("link", { name: /Careers/ }).click();
  await expect(page).toHaveURL("/careers");
});
