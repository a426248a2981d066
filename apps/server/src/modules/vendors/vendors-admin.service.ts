import { randomBytes } from 'node:crypto';
import {
  ErrorCode,
  type OperationParsedBody,
  type operatorRotateVendorSecret,
  type operatorSetVendorMaintenance,
  type OperatorVendor,
} from '@pagoda/contracts';
import { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { ApprovalActor, ApprovalExecutor, ApprovalsPort } from '../approvals/approvals.types.js';
import { gamesRepository } from '../games/games.repository.js';
import type { AuditEntry } from '../payments/deposits.service.js';
import { fetchManifest as defaultFetchManifest, registerFromManifest, type VendorManifest } from './vendor-manifest.js';
import { presentAdminVendor } from './vendors-admin.presenter.js';
import { vendorsAdminRepository as repo } from './vendors-admin.repository.js';
import { vendorsRepository } from './vendors.repository.js';

export type VendorsAdminService = ReturnType<typeof createVendorsAdminService>;

/** Who acts (an operator of the brand). */
export type VendorActor = Pick<ApprovalActor, 'actor' | 'ip' | 'operatorId'>;

/** How long the approving operator has to read a rotated secret. */
export const SECRET_REVEAL_MINUTES = 15;

const payloadSchema = z.object({ vendor: z.string().regex(/^[A-Za-z0-9_]{1,32}$/) });

const iso = (d: Date | null | undefined) => d?.toISOString() ?? null;

/**
 * Vendors in the back office: integration status, maintenance windows, manifest refresh, and the
 * rotation of a vendor's wallet-API secret under maker-checker (docs/decisions.md, "Back office: games").
 */
export const createVendorsAdminService = (
  db: Db,
  deps: {
    audit: (e: AuditEntry, tx?: DbOrTx) => Promise<void>;
    /** The portal's view changed (vendor lanes, maintenance): caches and other instances. */
    changed: (merchantCode: string) => void;
    /** Drops the launch layer's cached copy of an integration. */
    forgetIntegration: (merchantCode: string, vendorCode: string) => void;
    approvals: Pick<ApprovalsPort, 'submit'>;
    manifests: { urls: readonly string[]; secret: string | undefined };
    fetchManifest?: (url: string) => Promise<VendorManifest>;
    now?: () => Date;
  },
) => {
  const { audit } = deps;
  const now = deps.now ?? (() => new Date());
  const fetchManifest = deps.fetchManifest ?? defaultFetchManifest;
  const after = (merchantCode: string, vendorCode: string) => {
    deps.forgetIntegration(merchantCode, vendorCode);
    deps.changed(merchantCode);
  };

  const list = async (merchantCode: string, operatorId: number): Promise<OperatorVendor[]> => {
    const at = now();
    const [catalogue, integrations, states, counts, reveals] = await Promise.all([
      gamesRepository.listVendors(db, merchantCode),
      repo.integrations(db, merchantCode),
      repo.states(db, merchantCode),
      repo.gameCounts(db, merchantCode),
      repo.pendingReveals(db, merchantCode, operatorId, at),
    ]);
    const order = [...catalogue]
      .sort((a, b) => a.sort - b.sort || a.id - b.id)
      .map((c) => c.code)
      .concat(integrations.map((i) => i.vendorCode).sort());
    return [...new Set(order)].map((code) =>
      presentAdminVendor(
        code,
        {
          catalogue: catalogue.filter((c) => c.code === code),
          integration: integrations.find((i) => i.vendorCode === code) ?? null,
          state: states.find((s) => s.vendorCode === code) ?? null,
          games: counts.find((c) => c.vendorCode === code)?.n ?? 0,
          reveal: reveals.find((r) => r.vendorCode === code) ?? null,
        },
        at,
      ),
    );
  };

  const one = async (merchantCode: string, operatorId: number, code: string) => {
    const found = (await list(merchantCode, operatorId)).find((v) => v.code === code);
    if (!found) throw new AppError(ErrorCode.NotFound, `No vendor ${code}`);
    return found;
  };

  /** The integration of a vendor, locked for a change; NotFound for a catalogue-only vendor. */
  const integrationFor = async (tx: DbOrTx, merchantCode: string, code: string) => {
    const found = await repo.integrationForUpdate(tx, merchantCode, code);
    if (!found) throw new AppError(ErrorCode.NotFound, `${code} has no integration`);
    return found;
  };

  /** The vendor's manifest: from its recorded URL, else from the configured URL that serves it. */
  const findManifest = async (merchantCode: string, code: string) => {
    const state = await repo.state(db, merchantCode, code);
    if (state?.manifestUrl) {
      const url = state.manifestUrl;
      try {
        const manifest = await fetchManifest(url);
        if (manifest.code !== code) return { url, error: `The manifest at this URL is vendor ${manifest.code}` };
        return { url, manifest };
      } catch (err) {
        return { url, error: err instanceof z.ZodError ? 'The manifest is not valid' : 'The manifest did not answer' };
      }
    }
    for (const url of deps.manifests.urls) {
      const manifest = await fetchManifest(url).catch(() => null);
      if (manifest?.code === code) return { url, manifest };
    }
    throw new AppError(ErrorCode.NotFound, `No manifest URL is known for ${code}`);
  };

  /** The part of a vendor the audit log shows for a refresh. */
  const snapshot = async (tx: DbOrTx, merchantCode: string, code: string) => {
    const [integration, catalogue, counts] = await Promise.all([
      vendorsRepository.integration(tx, merchantCode, code),
      gamesRepository.listVendors(tx, merchantCode),
      repo.gameCounts(tx, merchantCode),
    ]);
    return {
      categories: catalogue.filter((c) => c.code === code).map((c) => c.category),
      games: counts.find((c) => c.vendorCode === code)?.n ?? 0,
      launchUrl: integration?.launchUrl ?? null,
      roomsUrl: integration?.roomsUrl ?? null,
      adapter: integration?.adapter ?? null,
    };
  };

  const recordFailure = async (merchantCode: string, by: VendorActor, code: string, url: string, message: string) =>
    db.transaction(async (tx) => {
      await repo.saveState(tx, merchantCode, code, {
        manifestUrl: url,
        refreshedAt: now(),
        refreshOk: false,
        refreshMessage: message,
      });
      await audit(
        {
          merchantCode,
          actor: by.actor,
          action: 'vendor.manifest.refresh',
          target: `vendor:${code}`,
          detail: { ok: false, url, message },
          ip: by.ip,
        },
        tx,
      );
    });

  /** Carries out an approved rotation: a new random secret, readable once by the checker. */
  const rotate: ApprovalExecutor = async (payload, { maker, checker }) => {
    const { vendor } = payloadSchema.parse(payload);
    const reader = checker ?? maker;
    const at = now();
    const expiresAt = new Date(at.getTime() + SECRET_REVEAL_MINUTES * 60_000);
    const revealId = await db.transaction(async (tx) => {
      await integrationFor(tx, maker.merchantCode, vendor);
      const before = await repo.state(tx, maker.merchantCode, vendor);
      // 256 bits, base64url: 43 characters, above the 32 the wallet API requires.
      const secret = randomBytes(32).toString('base64url');
      await repo.updateIntegration(tx, maker.merchantCode, vendor, { secret });
      await repo.saveState(tx, maker.merchantCode, vendor, { secretRotatedAt: at });
      const { id } = await repo.insertReveal(tx, {
        merchantCode: maker.merchantCode,
        vendorCode: vendor,
        operatorId: reader.operatorId,
        secret,
        expiresAt,
      });
      await audit(
        {
          merchantCode: maker.merchantCode,
          actor: reader.actor,
          action: 'vendor.secret.rotate',
          target: `vendor:${vendor}`,
          // Never the secret: only when it changed, who asked and who approved.
          detail: {
            before: { secretRotatedAt: iso(before?.secretRotatedAt) },
            after: { secretRotatedAt: at.toISOString() },
            maker: maker.actor,
            checker: checker?.actor ?? null,
          },
          ip: reader.ip,
        },
        tx,
      );
      return id;
    });
    deps.forgetIntegration(maker.merchantCode, vendor);
    return { vendor, revealId, expiresAt: expiresAt.getTime() };
  };

  return {
    list: async (merchantCode: string, operatorId: number) => ({ list: await list(merchantCode, operatorId) }),

    setMaintenance: async (
      merchantCode: string,
      by: VendorActor,
      b: OperationParsedBody<typeof operatorSetVendorMaintenance>,
    ) => {
      await db.transaction(async (tx) => {
        const current = await integrationFor(tx, merchantCode, b.vendor);
        const from = b.from === null ? null : new Date(b.from);
        const until = b.until === null ? null : new Date(b.until);
        await repo.updateIntegration(tx, merchantCode, b.vendor, { maintenanceFrom: from, maintenanceTo: until });
        await audit(
          {
            merchantCode,
            actor: by.actor,
            action: 'vendor.maintenance',
            target: `vendor:${b.vendor}`,
            detail: {
              before: { from: iso(current.maintenanceFrom), until: iso(current.maintenanceTo) },
              after: { from: iso(from), until: iso(until) },
            },
            ip: by.ip,
          },
          tx,
        );
      });
      after(merchantCode, b.vendor);
      return one(merchantCode, by.operatorId, b.vendor);
    },

    /**
     * Reads the vendor's manifest now and registers it (the start-up registration, on demand). A
     * manifest that does not answer or does not register is recorded as the last refresh's result.
     */
    refresh: async (merchantCode: string, by: VendorActor, code: string) => {
      await one(merchantCode, by.operatorId, code);
      const found = await findManifest(merchantCode, code);
      let failure: string | null = found.error ?? null;
      if (found.manifest) {
        const manifest = found.manifest;
        try {
          await db.transaction(async (tx) => {
            const before = await snapshot(tx, merchantCode, code);
            const result = await registerFromManifest(tx, merchantCode, found.url, manifest, deps.manifests.secret);
            await audit(
              {
                merchantCode,
                actor: by.actor,
                action: 'vendor.manifest.refresh',
                target: `vendor:${code}`,
                detail: { before, after: await snapshot(tx, merchantCode, code), ok: true, url: found.url, ...result },
                ip: by.ip,
              },
              tx,
            );
          });
        } catch (err) {
          failure = (err instanceof AppError && err.message) || 'The manifest could not be registered';
        }
      }
      if (failure !== null) await recordFailure(merchantCode, by, code, found.url, failure);
      else after(merchantCode, code);
      const vendor = await one(merchantCode, by.operatorId, code);
      return { vendor, refresh: vendor.lastRefresh! };
    },

    /** Asks for a rotation: never carried out by the maker alone (vendor.secret always needs a checker). */
    requestRotation: async (maker: ApprovalActor, b: OperationParsedBody<typeof operatorRotateVendorSecret>) => {
      const integration = await vendorsRepository.integration(db, maker.merchantCode, b.vendor);
      if (!integration) throw new AppError(ErrorCode.NotFound, `${b.vendor} has no integration`);
      return deps.approvals.submit({
        kind: 'vendor.secret',
        maker,
        target: `vendor:${b.vendor}`,
        summary: `Rotate the wallet-API secret of ${b.vendor}: ${b.reason}`,
        payload: { vendor: b.vendor, reason: b.reason },
      });
    },

    rotate,

    /** The rotated secret, to the operator who approved it, once, before it expires. */
    reveal: async (merchantCode: string, by: VendorActor, id: number) => {
      const at = now();
      const taken = await db.transaction(async (tx) => {
        await repo.dropExpiredReveals(tx, at);
        const row = await repo.takeReveal(tx, merchantCode, by.operatorId, id, at);
        if (!row) throw new AppError(ErrorCode.NotFound, 'No secret to read: it was read, expired, or is not yours');
        await audit(
          {
            merchantCode,
            actor: by.actor,
            action: 'vendor.secret.reveal',
            target: `vendor:${row.vendorCode}`,
            detail: { revealId: id },
            ip: by.ip,
          },
          tx,
        );
        return row;
      });
      return { vendor: taken.vendorCode, secret: taken.secret };
    },
  };
};
