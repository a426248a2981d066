import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { securityEvents } from '../../db/schema.js';

export type SecurityEventsRepository = typeof securityEventsRepository;

export const securityEventsRepository = {
  insert: (db: DbOrTx, row: typeof securityEvents.$inferInsert) => db.insert(securityEvents).values(row),

  forMember: (db: DbOrTx, memberId: number, limit: number) =>
    db
      .select()
      .from(securityEvents)
      .where(eq(securityEvents.memberId, memberId))
      .orderBy(desc(securityEvents.at), desc(securityEvents.id))
      .limit(limit),
};
