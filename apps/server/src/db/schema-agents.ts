import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from './schema.js';

/**
 * An agent's private note on one member of its team (docs/agents.md, ## Team management). One note
 * per agent and member, overwritten by the agent; another agent (an upline included) never reads it.
 */
export const agentMemberNotes = pgTable(
  'agent_member_notes',
  {
    agentId: integer('agent_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.agentId, t.memberId] }), index('agent_member_notes_member_idx').on(t.memberId)],
);
