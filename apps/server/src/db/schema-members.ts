import { index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { members, merchants } from './schema.js';

/**
 * Operators' notes on a member. Append-only: the repository has no update or delete, and a
 * database trigger (migration members_admin) refuses an update; rows go only with their member.
 */
export const memberNotes = pgTable(
  'member_notes',
  {
    id: serial('id').primaryKey(),
    merchantCode: text('merchant_code').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** operator:<username>, as in the audit log. */
    author: text('author').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('member_notes_member_idx').on(t.memberId, t.createdAt)],
);

/** The brand's list of free member labels; member_labels takes its names from here. */
export const memberLabelOptions = pgTable(
  'member_label_options',
  {
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.code, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.merchantCode, t.name] })],
);
