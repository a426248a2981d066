import { boolean, customType, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { operators } from './schema-wallet.js';
import { merchants } from './schema.js';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * Game icons uploaded in the back office. Public images: the portal loads them at
 * `/media/game-icons/<id>` (through the brand's image CDN like any relative image path). The id is the
 * content's SHA-256, so a URL never changes meaning and can be cached for ever.
 */
export const gameIcons = pgTable('game_icons', {
  id: text('id').primaryKey(),
  merchantCode: text('merchant_code')
    .notNull()
    .references(() => merchants.code, { onDelete: 'cascade' }),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  data: bytea('data').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * What the back office keeps about a vendor's integration: its manifest URL and the last registration
 * from it (when, and how it went), and when its secret was last rotated (a rotated secret is kept
 * when the manifest is registered again; until then the configured VENDOR_MANIFEST_SECRET applies).
 */
export const vendorAdminStates = pgTable(
  'vendor_admin_states',
  {
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.code, { onDelete: 'cascade' }),
    vendorCode: text('vendor_code').notNull(),
    manifestUrl: text('manifest_url'),
    refreshedAt: timestamp('refreshed_at', { withTimezone: true }),
    refreshOk: boolean('refresh_ok'),
    refreshMessage: text('refresh_message'),
    secretRotatedAt: timestamp('secret_rotated_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.merchantCode, t.vendorCode] })],
);

/**
 * A rotated vendor secret waiting to be read once by the operator who approved the rotation; the row
 * is deleted when read and is worthless after `expires_at`. The integration keeps the live secret.
 */
export const vendorSecretReveals = pgTable(
  'vendor_secret_reveals',
  {
    id: serial('id').primaryKey(),
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.code, { onDelete: 'cascade' }),
    vendorCode: text('vendor_code').notNull(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    secret: text('secret').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('vendor_secret_reveals_operator_idx').on(t.operatorId)],
);
