import { expect, test } from "./support/fixtures";
import { serveSite } from "../tools/support/serve-site";

for (const signal of ["SIGTERM", "SIGINT"] as const) {
  test(`the server stops cleanly on ${signal}, and a bad request never stops it`, async ({ request }) => {
    const site = await serveSite();
    await expect.poll(() => site.output()).toContain(`http://127.0.0.1:${site.port}`);

    expect((await request.get(`${site.origin}/%E0%A4%A`)).status()).toBe(400);
    expect((await request.get(`${site.origin}/`)).status()).toBe(200);
    // One line per refused request, naming status, method and target.
    await expect.poll(() => site.output()).toMatch(/ 400 GET "\/%E0%A4%A"\n/);

    expect(await site.stop(signal)).toBe(0);
    expect(site.output()).toContain(`${signal} received`);
  });
}
