import type { Db } from '../../db/client.js';
import { AppError, ErrorCode } from '../../lib/app-error.js';
import { hashPassword } from '../../lib/secrets.js';
import { membersRepository } from '../accounts/members.repository.js';
import type { AffiliatesService } from '../affiliates/affiliates.service.js';
import { announcementsRepository } from '../announcements/announcements.repository.js';
import type { BrandAdminService } from '../brand/brand-admin.service.js';
import { brandRepository } from '../brand/brand.repository.js';
import type { BrandService } from '../brand/brand.service.js';
import { sanitizeContentHtml } from '../content-admin/html-sanitizer.js';
import { importGames, parseGamesFile } from '../games/games-import.js';
import type { KeysService } from '../keys/keys.service.js';
import { sessionRepository } from '../session/session.repository.js';
import { registerVendor, vendorManifestSchema } from '../vendors/vendor-manifest.js';
import { type MoneyOps, runMoneyOps } from './money-ops.js';
import { presentAnnouncementLine, presentBrandStatus, presentOidcProvider } from './ops.presenter.js';
import type { OpsCommand } from './ops.schema.js';

export type OpsService = ReturnType<typeof createOpsService>;

/** The ops CLI in the audit log (it runs on the server, so it has no address). */
const CLI_ACTOR = { actor: 'ops-cli', ip: '' };

/** Operator changes. Each one invalidates the brand cache so it shows without a restart. */
export const createOpsService = (
  db: Db,
  deps: {
    brands: BrandService;
    /** Brand configuration changes (audited, live on every instance). */
    config: BrandAdminService;
    keys: KeysService;
    affiliates: AffiliatesService;
    defaultPassword: string;
    money?: MoneyOps;
    /** Promotions: a red-envelope rain started from the CLI (demos and browser tests). */
    rainNow?: (merchant: string, scheduleId?: number) => Promise<unknown>;
  },
) => {
  const { brands, config, keys, affiliates, defaultPassword, money } = deps;
  const requireMerchant = async (code: string) => {
    const m = await brandRepository.findMerchant(db, code);
    if (!m) throw new AppError(ErrorCode.MerchantNotFound, `No merchant ${code}`);
    return m;
  };
  const run = async (cmd: OpsCommand): Promise<unknown> => {
    await requireMerchant(cmd.merchant);
    switch (cmd.command) {
      case 'status': {
        brands.invalidate(cmd.merchant);
        const cfg = (await brands.getConfig(cmd.merchant))!;
        return presentBrandStatus(cfg);
      }
      case 'password-reset': {
        const member = await membersRepository.findByAccount(db, cmd.merchant, cmd.account.toLowerCase());
        if (!member) throw new AppError(ErrorCode.NotFound, `No member ${cmd.account}`);
        const passwordHash = await hashPassword(defaultPassword);
        await db.transaction(async (tx) => {
          await membersRepository.update(tx, member.id, {
            passwordHash,
            mustChangePassword: true,
            passwordChangedAt: new Date(),
          });
          await sessionRepository.endAllForMember(tx, member.id, 'password', new Date());
        });
        return { account: member.account, mustChangePassword: true };
      }
      case 'rotate-rsa': {
        // Forms opened before the rotation still work: the previous key is accepted for 10 minutes.
        return keys.rotate();
      }
      // Brand configuration: the same rules, audit and live update as the back office's.
      case 'maintenance': {
        await config.setMaintenance(
          cmd.merchant,
          { on: cmd.state === 'on', from: null, until: cmd.until ?? null },
          CLI_ACTOR,
        );
        return { maintenance: cmd.state === 'on' };
      }
      case 'block': {
        const changed =
          cmd.action === 'add'
            ? await config.addRegionBlock(cmd.merchant, cmd.kind, cmd.value, CLI_ACTOR)
            : await config.removeRegionBlock(cmd.merchant, cmd.kind, cmd.value, CLI_ACTOR);
        return { changed };
      }
      case 'login-first': {
        await config.setLoginFirst(cmd.merchant, cmd.state === 'on', CLI_ACTOR);
        return { loginedToHomePage: cmd.state === 'on' };
      }
      case 'oauth-set':
        // Never echo the secret.
        return config.setThirdParty(
          cmd.merchant,
          { provider: cmd.provider, issuer: cmd.issuer, clientId: cmd.clientId, clientSecret: cmd.clientSecret },
          CLI_ACTOR,
        );
      case 'oauth-clear': {
        const cleared = await config.clearThirdParty(cmd.merchant, cmd.provider, CLI_ACTOR);
        return { provider: cmd.provider, cleared };
      }
      case 'oauth-list':
        return (await brandRepository.listOidcProviders(db, cmd.merchant)).map(presentOidcProvider);
      case 'toggle': {
        await config.setToggle(cmd.merchant, cmd.modId, cmd.state === 'on', CLI_ACTOR);
        return { modId: cmd.modId, enabled: cmd.state === 'on' };
      }
      case 'banner-add': {
        const created = await db.transaction((tx) =>
          announcementsRepository.insert(
            tx,
            {
              merchantCode: cmd.merchant,
              type: 'B',
              groupName: cmd.group,
              imageUrl: cmd.image,
              linkageType: cmd.linkageType ?? null,
              linkage: cmd.linkage,
            },
            [{ language: 'EN', title: cmd.title, content: '' }],
          ),
        );
        return { id: created.id };
      }
      case 'notice-add': {
        const created = await db.transaction((tx) =>
          announcementsRepository.insert(tx, { merchantCode: cmd.merchant, type: cmd.type }, [
            // The same sanitiser as the back office: stored content is clean for every reader.
            { language: cmd.language, title: cmd.title, content: sanitizeContentHtml(cmd.content) },
          ]),
        );
        return { id: created.id };
      }
      case 'announcement-remove': {
        const rows = await announcementsRepository.remove(db, cmd.merchant, cmd.id);
        if (rows.length === 0) throw new AppError(ErrorCode.NotFound, `No announcement ${cmd.id}`);
        return { removed: cmd.id };
      }
      case 'affiliate-add':
        return affiliates.add(cmd.merchant, cmd);
      case 'affiliate-list':
        return affiliates.list(cmd.merchant, cmd.account);
      case 'affiliate-state':
        return affiliates.setEnabled(cmd.merchant, cmd.code, cmd.state === 'on');
      case 'announcement-list': {
        const rows = await announcementsRepository.listAll(db, cmd.merchant, cmd.type);
        return rows.map(presentAnnouncementLine);
      }
      case 'games-import': {
        const rows = parseGamesFile(cmd.content, cmd.format, cmd.vendor);
        const result = await db.transaction((tx) => importGames(tx, cmd.merchant, rows));
        return { games: rows.length, ...result };
      }
      case 'vendor-register': {
        const manifest = vendorManifestSchema.safeParse(cmd.manifest);
        if (!manifest.success)
          throw new AppError(
            ErrorCode.ValidationFailed,
            manifest.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '),
          );
        return db.transaction((tx) => registerVendor(tx, cmd.merchant, manifest.data, cmd.secret));
      }
      case 'rain-now':
        if (!deps.rainNow) throw new AppError(ErrorCode.FunctionDisabled, 'Rains need the engagement services.');
        return deps.rainNow(cmd.merchant, cmd.scheduleId);
      default:
        if (!money) throw new AppError(ErrorCode.FunctionDisabled, 'Money commands need the wallet services.');
        return runMoneyOps(db, brands, money, cmd);
    }
  };
  return { run };
};
