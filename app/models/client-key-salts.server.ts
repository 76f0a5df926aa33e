import crypto from "node:crypto";
import { eq, lt } from "drizzle-orm";
import { getDb } from "#app/db/client.server.ts";
import { clientKeySalts } from "#app/db/schema.ts";

/**
 * The salt of `day` (YYYY-MM-DD, UTC): made by the first server to ask,
 * read by the others. Salts of days before yesterday are deleted.
 */
export async function saltOfDay(day: string): Promise<string> {
  return getDb().transaction(async (tx) => {
    await tx
      .insert(clientKeySalts)
      .values({ day, salt: crypto.randomBytes(32).toString("hex") })
      .onConflictDoNothing();
    const [row] = await tx
      .select({ salt: clientKeySalts.salt })
      .from(clientKeySalts)
      .where(eq(clientKeySalts.day, day));
    const yesterday = new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000)
      .toISOString()
      .slice(0, 10);
    await tx.delete(clientKeySalts).where(lt(clientKeySalts.day, yesterday));
    return row!.salt;
  });
}
