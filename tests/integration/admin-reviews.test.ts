import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "#app/db/client.server.ts";
import { reviews } from "#app/db/schema.ts";
import { signedInOwner } from "#tests/setup/owner-session.ts";
import * as editRoute from "#app/routes/admin/review-edit.tsx";
import * as listRoute from "#app/routes/admin/reviews.tsx";
import { loader as publicReviews } from "#app/routes/resources/testimonials.ts";
import { databaseKinds, useTestDatabase } from "#tests/setup/database.ts";
import { call, formPost, type Handler, SITE } from "#tests/setup/route-call.ts";

// The owner's reviews: only a signed-in owner reaches them, and what they
// publish or hide is what /api/testimonials (the home page's reviews)
// serves on the next request.
async function publicNames() {
  const response = (await publicReviews()) as
    Response | { customerName: string }[];
  const list = response instanceof Response ? await response.json() : response;
  return (list as { customerName: string }[]).map((r) => r.customerName);
}

describe.each(databaseKinds)("the owner's reviews on %s", (kind) => {
  let cookie: string;

  beforeAll(async () => {
    await useTestDatabase(kind);
    ({ cookie } = await signedInOwner());
  });

  it("refuses every screen and change without a session", async () => {
    for (const [handler, request, params] of [
      [listRoute.loader, new Request(`${SITE}/admin/reviews`), {}],
      [editRoute.loader, new Request(`${SITE}/admin/reviews/1`), { id: "1" }],
      [
        listRoute.action,
        formPost("/admin/reviews", { intent: "delete", id: "1" }),
        {},
      ],
      [
        editRoute.action,
        formPost("/admin/reviews/new", {
          customerName: "X",
          rating: "5",
          reviewText: "Y",
        }),
        {},
      ],
    ] as const) {
      const answer = await call(handler as Handler, request, params);
      expect(answer.status).toBe(302);
      expect(answer.location).toMatch(/^\/login\?redirectTo=/);
    }
  });

  it("adds a review that the site shows at once, hides it and deletes it", async () => {
    const added = await call(
      editRoute.action as Handler,
      formPost(
        "/admin/reviews/new",
        {
          customerName: "Priya S.",
          rating: "5",
          reviewText: "They finished our kitchen a week early.",
          serviceType: "Kitchen Remodeling",
          location: "Nyack, NY",
          projectDate: "October 2026",
          isPublished: "yes",
        },
        cookie,
      ),
    );
    expect(added.status).toBe(303);
    expect(added.location).toBe("/admin/reviews");
    expect(await publicNames()).toContain("Priya S.");

    const [row] = await getDb().select().from(reviews);
    const id = String(row!.id);
    await call(
      listRoute.action as Handler,
      formPost("/admin/reviews", { intent: "unpublish", id }, cookie),
    );
    expect(await publicNames()).not.toContain("Priya S.");

    const removed = await call(
      listRoute.action as Handler,
      formPost("/admin/reviews", { intent: "delete", id }, cookie),
    );
    expect(removed.status).toBe(303);
    expect(await getDb().select().from(reviews)).toEqual([]);

    const again = await call(
      listRoute.action as Handler,
      formPost("/admin/reviews", { intent: "publish", id }, cookie),
    );
    expect(again.status).toBe(404);
  });

  it("refuses a rating outside 1 to 5 and an empty review, storing nothing", async () => {
    for (const rating of ["0", "6", "4.5", ""]) {
      const answer = await call(
        editRoute.action as Handler,
        formPost(
          "/admin/reviews/new",
          { customerName: "Sam", rating, reviewText: "" },
          cookie,
        ),
      );
      expect(answer.status).toBe(400);
      expect(
        (answer.body as { fieldErrors: Record<string, string> }).fieldErrors,
      ).toMatchObject({
        rating: "Please choose a rating from 1 to 5 stars",
        reviewText: "Please enter the review",
      });
    }
    expect(await getDb().select().from(reviews)).toEqual([]);
  });
});
