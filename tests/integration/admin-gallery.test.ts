import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, formPost, type Handler, SITE } from "#tests/setup/route-call.ts";
import { pngFile } from "#tests/setup/png.ts";

// The uploads land in a directory of this file's own.
const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), "admin-gallery-"));
process.env.UPLOADS_DIR = uploadsDir;

const { galleryProjects } = await import("#app/db/schema.ts");
const { listPublishedGalleryProjects } =
  await import("#app/models/gallery.server.ts");
const { signedInOwner } = await import("#tests/setup/owner-session.ts");
const editRoute = await import("#app/routes/admin/gallery-edit.tsx");
const listRoute = await import("#app/routes/admin/gallery.tsx");
const uploadRoute = await import("#app/routes/admin/uploads.ts");
const { databaseKinds, useTestDatabase } =
  await import("#tests/setup/database.ts");

function upload(bytes: Uint8Array, cookie?: string, name = "photo.jpg") {
  const form = new FormData();
  form.append(
    "file",
    new File([new Uint8Array(bytes)], name, { type: "image/jpeg" }),
  );
  return new Request(`${SITE}/admin/uploads`, {
    method: "POST",
    headers: cookie ? { Cookie: cookie } : {},
    body: form,
  });
}

async function jpeg(width: number, height: number) {
  return sharp({
    create: { width, height, channels: 3, background: "#8a6" },
  })
    .jpeg()
    .toBuffer();
}

// A PNG that claims 20,000 x 20,000 pixels in 60 bytes: the decoder must
// refuse it from its header, never allocate 1.6 GB for it.
function pixelBomb(width: number, height: number) {
  return pngFile(width, height, {
    bitDepth: 8,
    colorType: 2,
    data: zlib.deflateSync(Buffer.alloc(64)),
  });
}

afterAll(() => {
  fs.rmSync(uploadsDir, { recursive: true, force: true });
});

describe.each(databaseKinds)("the owner's gallery on %s", (kind) => {
  let cookie: string;

  beforeAll(async () => {
    await useTestDatabase(kind);
    ({ cookie } = await signedInOwner());
  });

  it("refuses every screen and change without a valid session", async () => {
    const tampered = `${cookie.slice(0, -2)}xx`;
    for (const who of [undefined, tampered]) {
      const headers = who ? { Cookie: who } : undefined;
      for (const [handler, request, params] of [
        [listRoute.loader, new Request(`${SITE}/admin/gallery`, { headers })],
        [
          editRoute.loader,
          new Request(`${SITE}/admin/gallery/1`, { headers }),
          { id: "1" },
        ],
        [
          listRoute.action,
          formPost("/admin/gallery", { intent: "delete", id: "1" }, who),
        ],
        [
          editRoute.action,
          formPost(
            "/admin/gallery/new",
            { title: "x", category: "kitchens" },
            who,
          ),
        ],
        [uploadRoute.action, upload(await jpeg(40, 30), who)],
      ] as const) {
        const answer = await call(
          handler as Handler,
          request,
          (params ?? {}) as Record<string, string>,
        );
        expect(answer.status).toBe(302);
        expect(answer.location).toMatch(/^\/login\?redirectTo=/);
      }
    }
  });

  it("adds a project with uploaded photos, shows it on the gallery, and hides, features, moves and deletes it", async () => {
    const before = await call(
      uploadRoute.action as Handler,
      upload(await jpeg(1600, 1200), cookie),
    );
    const after = await call(
      uploadRoute.action as Handler,
      upload(await jpeg(1600, 1200), cookie),
    );
    expect(before.status).toBe(200);
    const beforeUrl = (before.body as { url: string }).url;
    const afterUrl = (after.body as { url: string }).url;
    expect(beforeUrl).toMatch(/^\/media\/[0-9a-f-]{36}-1200\.webp$/);
    for (const width of [400, 800, 1200]) {
      for (const format of ["avif", "webp"]) {
        const file = path
          .basename(beforeUrl)
          .replace("-1200.webp", `-${width}.${format}`);
        expect(fs.existsSync(path.join(uploadsDir, file))).toBe(true);
      }
    }

    const created = await call(
      editRoute.action as Handler,
      formPost(
        "/admin/gallery/new",
        {
          title: "Hall Bath in Nanuet",
          category: "bathrooms",
          location: "Nanuet, NY",
          projectDate: "March 2026",
          description: "A tub became a walk-in shower.",
          beforeImageUrl: beforeUrl,
          afterImageUrl: afterUrl,
          additionalImages: "",
          isPublished: "yes",
        },
        cookie,
      ),
    );
    expect(created.status).toBe(303);
    expect(created.location).toBe("/admin/gallery");
    expect(decodeURIComponent(created.cookie ?? "")).toContain(
      "Added “Hall Bath in Nanuet”.",
    );

    const published = await listPublishedGalleryProjects();
    const project = published.find((p) => p.title === "Hall Bath in Nanuet");
    expect(project).toMatchObject({
      category: "bathrooms",
      location: "Nanuet, NY",
      beforeImageUrl: beforeUrl,
      afterImageUrl: afterUrl,
    });
    // A new project goes last.
    expect(published.at(-1)?.title).toBe("Hall Bath in Nanuet");

    const id = String(project!.id);
    const hide = await call(
      listRoute.action as Handler,
      formPost("/admin/gallery", { intent: "unpublish", id }, cookie),
    );
    expect(hide.status).toBe(303);
    expect(
      (await listPublishedGalleryProjects()).some((p) => p.id === project!.id),
    ).toBe(false);

    await call(
      listRoute.action as Handler,
      formPost("/admin/gallery", { intent: "publish", id }, cookie),
    );
    // Not featured, it cannot pass the featured projects; featured, it can
    // be moved up until it is first in the gallery.
    for (let step = 0; step < published.length; step++) {
      await call(
        listRoute.action as Handler,
        formPost("/admin/gallery", { intent: "move-up", id }, cookie),
      );
    }
    const firstPlain = (await listPublishedGalleryProjects()).findIndex(
      (p) => p.id === project!.id,
    );
    const { getDb } = await import("#app/db/client.server.ts");
    const rows = await getDb().select().from(galleryProjects);
    expect(firstPlain).toBe(
      rows.filter((row) => row.featured === 1 && row.isPublished === 1).length,
    );
    await call(
      listRoute.action as Handler,
      formPost("/admin/gallery", { intent: "feature", id }, cookie),
    );
    for (let step = 0; step < published.length; step++) {
      await call(
        listRoute.action as Handler,
        formPost("/admin/gallery", { intent: "move-up", id }, cookie),
      );
    }
    expect((await listPublishedGalleryProjects())[0]?.id).toBe(project!.id);

    const removed = await call(
      listRoute.action as Handler,
      formPost("/admin/gallery", { intent: "delete", id }, cookie),
    );
    expect(removed.status).toBe(303);
    expect(
      (await listPublishedGalleryProjects()).some((p) => p.id === project!.id),
    ).toBe(false);
  });

  it("answers a bad form with field errors and the values, storing nothing", async () => {
    const { db } = (await import("#app/db/client.server.ts")).getConnection();
    const before = (await db.select().from(galleryProjects)).length;
    const answer = await call(
      editRoute.action as Handler,
      formPost(
        "/admin/gallery/new",
        {
          title: "",
          category: "boats",
          beforeImageUrl: "https://example.com/x.jpg",
        },
        cookie,
      ),
    );
    expect(answer.status).toBe(400);
    const body = answer.body as {
      fieldErrors: Record<string, string>;
      values: Record<string, string>;
    };
    expect(body.fieldErrors).toMatchObject({
      title: "Please enter a title",
      category: "Please choose a category",
      beforeImageUrl: "Please upload the photo again",
    });
    expect(body.values.beforeImageUrl).toBe("https://example.com/x.jpg");
    expect((await db.select().from(galleryProjects)).length).toBe(before);
  });

  it("refuses what is not a photo, and strips location data from one that is", async () => {
    const refusals = [
      [pixelBomb(20_000, 20_000), 422],
      [Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"), 415],
      // A JPEG's first bytes in front of HTML: sniffed as JPEG, unreadable.
      [
        Buffer.concat([
          Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
          Buffer.from("<html><script>alert(1)</script></html>"),
        ]),
        422,
      ],
      [Buffer.from("<!doctype html><script>alert(1)</script>"), 415],
      [(await jpeg(800, 600)).subarray(0, 2_000), 422],
    ] as const;
    for (const [bytes, status] of refusals) {
      const answer = await call(
        uploadRoute.action as Handler,
        upload(bytes, cookie),
      );
      expect(answer.status).toBe(status);
      expect((answer.body as { message: string }).message).toMatch(/\w/);
    }

    // Red on the left, blue on the right, taken with the phone turned: EXIF
    // orientation 6 says "turn right to view", which puts red on top.
    const red = await sharp({
      create: { width: 600, height: 600, channels: 3, background: "#f00" },
    })
      .png()
      .toBuffer();
    const withGps = await sharp({
      create: { width: 1200, height: 600, channels: 3, background: "#00f" },
    })
      .composite([{ input: red, left: 0, top: 0 }])
      .jpeg()
      .withMetadata({
        orientation: 6,
        exif: { IFD3: { GPSLatitudeRef: "N", GPSLatitude: "41/1 8/1 0/1" } },
      })
      .toBuffer();
    const sent = await sharp(withGps).metadata();
    expect(sent.orientation).toBe(6);
    expect(sent.exif).toBeDefined();
    const answer = await call(
      uploadRoute.action as Handler,
      upload(withGps, cookie),
    );
    expect(answer.status).toBe(200);
    const url = (answer.body as { url: string }).url;
    const file = path.join(uploadsDir, path.basename(url));
    const stored = await sharp(file).metadata();
    expect(stored.exif).toBeUndefined();
    expect(stored.orientation).toBeUndefined();
    const { data, info } = await sharp(file)
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => {
      const at = (y * info.width + x) * info.channels;
      return [data[at]!, data[at + 1]!, data[at + 2]!];
    };
    const [r1, , b1] = pixel(300, 200);
    const [r2, , b2] = pixel(300, 700);
    expect(r1).toBeGreaterThan(200);
    expect(b1).toBeLessThan(60);
    expect(b2).toBeGreaterThan(200);
    expect(r2).toBeLessThan(60);
  });
});
