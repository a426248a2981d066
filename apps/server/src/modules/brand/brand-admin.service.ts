import type {
  ConfigAccess,
  OperationParsedBody,
  RegisterRule,
  ThirdPartyProvider,
  operatorSetConfigGeneral,
  operatorSetMaintenance,
  operatorSetRegisterRule,
  operatorSetThirdParty,
} from '@pagoda/contracts';
import { WhitelabelModule } from '@pagoda/contracts';
import type { Db, DbOrTx } from '../../db/client.js';
import { AppError, ErrorCode } from '../../lib/app-error.js';
import { buildRegionRules, isRegionBlocked, isValidCidr } from '../geo/geo.service.js';
import type { AuditEntry } from '../payments/deposits.service.js';
import { isAllowedIssuer } from '../third-party/oidc-client.js';
import {
  presentAccess,
  presentGeneral,
  presentRegisterRules,
  presentThirdParty,
  presentToggles,
} from './brand-admin.presenter.js';
import { brandAdminRepository } from './brand-admin.repository.js';
import { brandRepository } from './brand.repository.js';
import type { BrandService } from './brand.service.js';
import { checkRulePattern } from './rule-pattern-safety.js';

export type BrandAdminService = ReturnType<typeof createBrandAdminService>;

/** Who changes the configuration: an operator (`operator:<name>`) or the ops CLI, and from where. */
export type ConfigActor = { actor: string; ip: string };

/** Where the operator stands, to tell them whether the portal would refuse them (the back office never does). */
export type OperatorLocation = { ip: string; countryCode: string };

/** Issuers of the providers' own OpenID Connect services, used when none is given. */
export const DEFAULT_ISSUERS: Record<ThirdPartyProvider, string> = {
  GOOGLE: 'https://accounts.google.com',
  FACEBOOK: 'https://www.facebook.com',
};
const PROVIDER_MODULE: Record<ThirdPartyProvider, string> = {
  GOOGLE: WhitelabelModule.GoogleLogin,
  FACEBOOK: WhitelabelModule.FacebookLogin,
};

const invalid = (message: string) => new AppError(ErrorCode.ValidationFailed, message);

/**
 * The rules of brand configuration changes, shared by the back office and the ops CLI. Each change
 * writes its audit row (before and after) in the change's transaction, then drops the brand cache here
 * and tells the other instances (the config channel), so the portal shows it without a restart.
 */
export const createBrandAdminService = (
  db: Db,
  deps: {
    brands: Pick<BrandService, 'invalidate'>;
    onChange: (merchant: string) => void;
    audit: (e: AuditEntry, tx?: DbOrTx) => Promise<void>;
  },
) => {
  const { brands, onChange, audit } = deps;

  const merchantOf = async (tx: DbOrTx, code: string) => {
    const m = await brandRepository.findMerchant(tx, code);
    if (!m) throw new AppError(ErrorCode.MerchantNotFound, `No merchant ${code}`);
    return m;
  };

  /** Runs a change and its audit row in one transaction, then makes it live everywhere. */
  const change = async <T>(
    code: string,
    by: ConfigActor,
    action: string,
    target: string,
    fn: (tx: DbOrTx) => Promise<{ before: unknown; after: unknown; result: T }>,
  ): Promise<T> => {
    const result = await db.transaction(async (tx) => {
      const r = await fn(tx);
      await audit(
        {
          merchantCode: code,
          actor: by.actor,
          action,
          target,
          detail: { before: r.before, after: r.after },
          ip: by.ip,
        },
        tx,
      );
      return r.result;
    });
    brands.invalidate(code);
    onChange(code);
    return result;
  };

  const moduleEnabled = async (tx: DbOrTx, code: string, provider: ThirdPartyProvider) =>
    Boolean((await brandAdminRepository.findModule(tx, code, PROVIDER_MODULE[provider]))?.enabled);

  const service = {
    toggles: async (code: string) => presentToggles(await brandRepository.listWhitelabel(db, code)),

    setToggle: async (code: string, modId: string, enabled: boolean, by: ConfigActor) => {
      // ROOT off would switch the whole portal's tree off; maintenance is the way to close it.
      if (modId === 'ROOT' && !enabled)
        throw invalid('ROOT cannot be switched off; use maintenance to close the portal.');
      await change(code, by, 'config.toggle', modId, async (tx) => {
        const before = await brandAdminRepository.findModule(tx, code, modId);
        if (!before) throw new AppError(ErrorCode.NotFound, `No module ${modId}`);
        await brandRepository.setModuleEnabled(tx, code, modId, enabled);
        return { before: { enabled: before.enabled }, after: { enabled }, result: null };
      });
      return service.toggles(code);
    },

    registerRules: async (code: string) => presentRegisterRules(await brandRepository.listRegisterRules(db, code)),

    checkPattern: (pattern: string) => {
      const r = checkRulePattern(pattern);
      return r.ok ? { ok: true, problem: null, message: '' } : { ok: false, problem: r.problem, message: r.message };
    },

    setRegisterRule: async (
      code: string,
      body: OperationParsedBody<typeof operatorSetRegisterRule>,
      by: ConfigActor,
    ) => {
      const check = checkRulePattern(body.acceptedPattern);
      if (!check.ok) throw invalid(`acceptedPattern: ${check.message}`);
      await change(code, by, 'config.register_rule', body.field, async (tx) => {
        const rows = await brandRepository.listRegisterRules(tx, code);
        const found = rows.find((r) => r.field === body.field);
        const before: RegisterRule | null = found
          ? {
              enabled: found.enabled,
              required: found.required,
              minLength: found.minLength,
              maxLength: found.maxLength,
              patternId: found.patternId,
              acceptedPattern: found.acceptedPattern,
            }
          : null;
        const { field, ...after } = body;
        await brandAdminRepository.upsertRegisterRule(tx, { merchantCode: code, field, ...after });
        return { before, after, result: null };
      });
      return service.registerRules(code);
    },

    general: async (code: string) => presentGeneral(await merchantOf(db, code)),

    setGeneral: async (code: string, body: OperationParsedBody<typeof operatorSetConfigGeneral>, by: ConfigActor) => {
      await change(code, by, 'config.general', code, async (tx) => {
        const before = presentGeneral(await merchantOf(tx, code));
        await brandAdminRepository.setGeneral(tx, code, body);
        return { before, after: body, result: null };
      });
      return service.general(code);
    },

    access: async (code: string, you: OperatorLocation): Promise<ConfigAccess> => {
      const [m, blocks] = await Promise.all([merchantOf(db, code), brandRepository.listRegionBlocks(db, code)]);
      const blockedOnPortal = isRegionBlocked(buildRegionRules(blocks), you.ip, you.countryCode);
      return presentAccess(m, blocks, { ...you, blockedOnPortal }, new Date());
    },

    setMaintenance: async (
      code: string,
      body: Pick<OperationParsedBody<typeof operatorSetMaintenance>, 'on' | 'from' | 'until'> & { message?: string },
      by: ConfigActor,
    ) => {
      const window = {
        on: body.on,
        // Switched off, the window is cleared; the message stays for the next time.
        from: body.on && body.from ? new Date(body.from) : null,
        until: body.on && body.until ? new Date(body.until) : null,
      };
      if (window.until && window.until.getTime() <= Date.now()) throw invalid('until: the window ends in the past');
      await change(code, by, 'config.maintenance', code, async (tx) => {
        const m = await merchantOf(tx, code);
        const before = {
          on: m.maintenance,
          from: m.maintenanceFrom?.toISOString() ?? null,
          until: m.maintenanceEnd?.toISOString() ?? null,
          message: m.maintenanceMessage,
        };
        const message = body.message ?? m.maintenanceMessage;
        await brandAdminRepository.setMaintenanceWindow(tx, code, { ...window, message });
        const after = {
          on: window.on,
          from: window.from?.toISOString() ?? null,
          until: window.until?.toISOString() ?? null,
          message,
        };
        return { before, after, result: null };
      });
    },

    setLoginFirst: async (code: string, on: boolean, by: ConfigActor) => {
      await change(code, by, 'config.login_first', code, async (tx) => {
        const before = (await merchantOf(tx, code)).loginedToHomePage;
        await brandRepository.setLoginFirst(tx, code, on);
        return { before: { on: before }, after: { on }, result: null };
      });
    },

    /**
     * Region blocks close the portal's business calls only: operator calls and the back office's
     * pages are always open (operator routes are open when closed), so no block can lock staff out.
     */
    addRegionBlock: async (code: string, kind: 'COUNTRY' | 'CIDR', value: string, by: ConfigActor) => {
      if (kind === 'CIDR' && !isValidCidr(value))
        throw invalid('value: an IP address with an optional prefix, e.g. 10.0.0.0/8');
      return change(code, by, 'config.region_block.add', `${kind}:${value}`, async (tx) => {
        const rows = await brandRepository.addRegionBlock(tx, code, kind, value);
        return { before: null, after: { kind, value }, result: rows.length };
      });
    },

    removeRegionBlock: async (code: string, kind: 'COUNTRY' | 'CIDR', value: string, by: ConfigActor) =>
      change(code, by, 'config.region_block.remove', `${kind}:${value}`, async (tx) => {
        const rows = await brandRepository.removeRegionBlock(tx, code, kind, value);
        if (rows.length === 0) throw new AppError(ErrorCode.NotFound, `No block ${kind} ${value}`);
        return { before: { kind, value }, after: null, result: rows.length };
      }),

    thirdParty: async (code: string) => {
      const rows = await brandRepository.listOidcProviders(db, code);
      const [google, facebook] = await Promise.all([
        moduleEnabled(db, code, 'GOOGLE'),
        moduleEnabled(db, code, 'FACEBOOK'),
      ]);
      return presentThirdParty(rows, { GOOGLE: google, FACEBOOK: facebook });
    },

    /** Sets the client; without a secret the stored one is kept (it is never read back). */
    setThirdParty: async (
      code: string,
      body: Omit<OperationParsedBody<typeof operatorSetThirdParty>, 'enabled'> & { enabled?: boolean },
      by: ConfigActor,
    ) => {
      const issuer = body.issuer ?? DEFAULT_ISSUERS[body.provider];
      if (!isAllowedIssuer(issuer)) throw invalid('issuer: https, or http on localhost for a local test provider');
      await change(code, by, 'config.third_party', body.provider, async (tx) => {
        const found = await brandAdminRepository.findOidcProvider(tx, code, body.provider);
        const secret = body.clientSecret ?? found?.clientSecret;
        if (!secret) throw invalid('clientSecret: required the first time a provider is set');
        const moduleRow = await brandAdminRepository.findModule(tx, code, PROVIDER_MODULE[body.provider]);
        if (body.enabled !== undefined && !moduleRow)
          throw new AppError(ErrorCode.NotFound, `No module ${PROVIDER_MODULE[body.provider]}`);
        await brandRepository.setOidcProvider(tx, {
          merchantCode: code,
          provider: body.provider,
          issuer,
          clientId: body.clientId,
          clientSecret: secret,
        });
        if (body.enabled !== undefined)
          await brandRepository.setModuleEnabled(tx, code, PROVIDER_MODULE[body.provider], body.enabled);
        // Secrets are never written to the audit log: only whether one changed.
        const before = found
          ? { issuer: found.issuer, clientId: found.clientId, enabled: moduleRow?.enabled ?? false }
          : null;
        const after = {
          issuer,
          clientId: body.clientId,
          enabled: body.enabled ?? moduleRow?.enabled ?? false,
          secretChanged: body.clientSecret !== undefined,
        };
        return { before, after, result: null };
      });
      return { provider: body.provider, issuer, clientId: body.clientId };
    },

    clearThirdParty: async (code: string, provider: ThirdPartyProvider, by: ConfigActor) =>
      change(code, by, 'config.third_party.clear', provider, async (tx) => {
        const found = await brandAdminRepository.findOidcProvider(tx, code, provider);
        // The portal offers a button only for a configured provider, so clearing it removes the button.
        const rows = await brandRepository.clearOidcProvider(tx, code, provider);
        return {
          before: found ? { issuer: found.issuer, clientId: found.clientId } : null,
          after: null,
          result: rows.length > 0,
        };
      }),
  };
  return service;
};
