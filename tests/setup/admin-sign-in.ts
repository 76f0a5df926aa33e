import type { Page } from "playwright-core";
import { E2E_ADMIN } from "./e2e-server.ts";

/** Signs in on the login page a protected admin page sent `page` to. */
export async function signInAsOwner(page: Page, baseUrl: string, path: string) {
  await page.waitForURL(/\/login\?redirectTo=/);
  await page.getByLabel("Username").fill(E2E_ADMIN.username);
  await page.getByLabel("Password").fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(`${baseUrl}${path}`);
  // The address changes as the next screen's code and data arrive; the
  // sign-in form leaves once that screen is on the page.
  await page
    .getByRole("button", { name: "Sign in" })
    .waitFor({ state: "detached" });
  await page.locator("html[data-hydrated]").waitFor();
}
