import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "#app/db/client.server.ts";
import { designInspirationItems } from "#app/db/schema.ts";
import { listPublishedInspiration } from "#app/models/inspiration.server.ts";
import { signedInOwner } from "#tests/setup/owner-session.ts";
import * as editRoute from "#app/routes/admin/inspiration-edit.tsx";
import * as listRoute from "#app/routes/admin/inspiration.tsx";
import { UNSUPPORTED_EMBED_MESSAGE } from "#app/inspiration/item-schema.ts";
import { databaseKinds, useTestDatabase } from "#tests/setup/database.ts";
import { call, formPost, type Handler, SITE } from "#tests/setup/route-call.ts";

// The owner's design ideas: a pasted link or embed code is reduced to the
// provider and the id (S13), anything else is refused with a message, and
// what is published is what /design-inspiration lists.
const idea = (fields: Record<string, string>) => ({
  title: "Open Shelving Done Right",
  category: "kitchens",
  kind: "embed",
  isPublished: "yes",
  ...fields,
});

describe.each(databaseKinds)("the owner's design ideas on %s", (kind) => {
  let cookie: string;

  beforeAll(async () => {
    await useTestDatabase(kind);
    ({ cookie } = await signedInOwner());
  });

  it("refuses every screen and change without a session", async () => {
    for (const [handler, request, params] of [
      [listRoute.loader, new Request(`${SITE}/admin/inspiration`), {}],
      [
        editRoute.loader,
        new Request(`${SITE}/admin/inspiration/1`),
        { id: "1" },
      ],
      [
        listRoute.action,
        formPost("/admin/inspiration", { intent: "delete", id: "1" }),
        {},
      ],
      [editRoute.action, formPost("/admin/inspiration/new", idea({})), {}],
    ] as const) {
      const answer = await call(handler as Handler, request, params);
      expect(answer.status).toBe(302);
      expect(answer.location).toMatch(/^\/login\?redirectTo=/);
    }
  });

  it("keeps only the provider and our own link of a pasted YouTube embed code", async () => {
    const answer = await call(
      editRoute.action as Handler,
      formPost(
        "/admin/inspiration/new",
        idea({
          source:
            '<iframe width="560" height="315" src="https://www.youtube.com/embed/aBcDeFgHiJk" onload="alert(1)"></iframe><script>alert(2)</script>',
        }),
        cookie,
      ),
    );
    expect(answer.status).toBe(303);
    const [row] = await getDb().select().from(designInspirationItems);
    expect(row).toMatchObject({
      title: "Open Shelving Done Right",
      sourceType: "youtube",
      sourceUrl: "https://www.youtube.com/watch?v=aBcDeFgHiJk",
      embedCode: null,
      isPublished: 1,
    });
    expect((await listPublishedInspiration({})).map((i) => i.title)).toContain(
      "Open Shelving Done Right",
    );

    await call(
      listRoute.action as Handler,
      formPost(
        "/admin/inspiration",
        { intent: "unpublish", id: String(row!.id) },
        cookie,
      ),
    );
    expect(
      (await listPublishedInspiration({})).map((i) => i.title),
    ).not.toContain("Open Shelving Done Right");
  });

  it("refuses a link it cannot show and a tip without text, storing nothing", async () => {
    const before = (await getDb().select().from(designInspirationItems)).length;
    for (const [fields, field, message] of [
      [
        { source: "https://evil.example.com/embed/x" },
        "source",
        UNSUPPORTED_EMBED_MESSAGE,
      ],
      [{ source: "javascript:alert(1)" }, "source", UNSUPPORTED_EMBED_MESSAGE],
      [{ source: "" }, "source", "Please paste the link or embed code"],
      [
        { kind: "article", description: "" },
        "description",
        "Please write the tip",
      ],
    ] as const) {
      const answer = await call(
        editRoute.action as Handler,
        formPost("/admin/inspiration/new", idea(fields), cookie),
      );
      expect(answer.status).toBe(400);
      expect(
        (answer.body as { fieldErrors: Record<string, string> }).fieldErrors[
          field
        ],
      ).toBe(message);
    }
    expect((await getDb().select().from(designInspirationItems)).length).toBe(
      before,
    );
  });
});
