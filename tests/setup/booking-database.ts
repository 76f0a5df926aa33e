import { afterAll, beforeAll, beforeEach } from "vitest";
import { bookings, emailOutbox } from "#app/db/schema.ts";
import {
  type DatabaseKind,
  type TestDatabase,
  useTestDatabase,
} from "./database.ts";

/**
 * A database of `kind` for a describe block of booking tests, with no
 * bookings and no emails at the start of each test. Returns its Drizzle
 * handle (valid once the block's tests run).
 */
export function bookingDatabase(kind: DatabaseKind) {
  let database: TestDatabase;
  const db = () => database.connection.db;
  beforeAll(async () => {
    database = await useTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.drop();
  });
  beforeEach(async () => {
    await db().delete(emailOutbox);
    await db().delete(bookings);
  });
  return db;
}
