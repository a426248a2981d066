import { customType, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { merchants } from './schema.js';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * Images operators upload for the portal (banner art): public, addressed by their content hash, kept in the
 * database so every instance serves them.
 */
export const contentImages = pgTable(
  'content_images',
  {
    /** sha256 of the bytes (hex): the same image uploaded twice is one row and one URL. */
    id: text('id').notNull(),
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.code, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    data: bytea('data').notNull(),
    uploadedBy: text('uploaded_by').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.merchantCode, t.id] })],
);
