import { describe, expect, it } from "vitest";
import { emailOutbox, reviews } from "#app/db/schema.ts";
import {
  type RowSource,
  writeSnapshot,
} from "#app/models/database-snapshot.server.ts";
import { databaseKinds, useTestDatabase } from "#tests/setup/database.ts";

// An archive made before a table was renamed (drizzle/0020_reviews_table.sql:
// testimonials became reviews) restores into today's schema: its rows land in
// the renamed table, and the outbox rows that named it name it as today.

const source = (name: string, rows: object[]): RowSource => ({
  name,
  columns: Object.keys(rows[0]!),
  async *rows() {
    for (const row of rows) yield JSON.stringify(row);
  },
});

describe.each(databaseKinds)("restoring an older archive on %s", (kind) => {
  it("puts the rows of a table renamed since into its new name", async () => {
    const database = await useTestDatabase(kind);
    try {
      const db = database.connection.db;
      // As a site before issue 33 wrote them: no source, no photo.
      const counts = await writeSnapshot(
        db,
        new Map([
          [
            "testimonials",
            source("testimonials", [
              {
                id: 7,
                customer_name: "Ann L.",
                rating: 5,
                review_text: "The kitchen came out better than the drawings.",
                service_type: "Kitchen Remodeling",
                location: "Congers, NY",
                project_date: "2024",
                is_published: 1,
                created_at: "2024-05-01T12:00:00+00:00",
              },
            ]),
          ],
          [
            "email_outbox",
            source("email_outbox", [
              {
                id: 3,
                kind: "review-received",
                to_address: "owner@example.com",
                subject: "A new review",
                message: {},
                status: "sent",
                related_table: "testimonials",
                related_id: 7,
                created_at: "2024-05-01T12:00:00+00:00",
              },
            ]),
          ],
        ]),
      );
      expect(counts.reviews).toBe(1);
      expect(counts).not.toHaveProperty("testimonials");
      const [review] = await db.select().from(reviews);
      expect(review).toMatchObject({
        id: 7,
        customerName: "Ann L.",
        source: "owner",
        photoUrl: null,
      });
      const [email] = await db.select().from(emailOutbox);
      expect(email).toMatchObject({ relatedTable: "reviews", relatedId: 7 });
    } finally {
      await database.drop();
    }
  });
});
