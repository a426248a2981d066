import type { Db } from '../../db/client.js';
import { AppError, ErrorCode } from '../../lib/app-error.js';
import { hashPassword } from '../../lib/secrets.js';
import { membersRepository } from '../accounts/members.repository.js';
import type { AffiliatesService } from '../affiliates/affiliates.service.js';
import { announcementsRepository } from '../announcements/announcements.repository.js';
import { brandRepository } from '../brand/brand.repository.js';
import type { BrandService } from '../brand/brand.service.js';
import { importGames, parseGamesFile } from '../games/games-import.js';
import type { KeysService } from '../keys/keys.service.js';
import { sessionRepository } from '../session/session.repository.js';
import { registerVendor, vendorManifestSchema } from '../vendors/vendor-manifest.js';
import { type MoneyOps, runMoneyOps } from './money-ops.js';
import { presentAnnouncementLine, presentBrandStatus, presentOidcProvider } from './ops.presenter.js';
import type { OpsCommand } from './ops.schema.js';

export type OpsService = ReturnType<typeof createOpsService>;

/** Issuers of the providers' own OpenID Connect services, used when `oauth set` gives none. */
const DEFAULT_ISSUERS = { GOOGLE: 'https://accounts.google.com', FACEBOOK: 'https://www.facebook.com' } as const;

/** Operator changes. Each one invalidates the brand cache so it shows without a restart. */
export const createOpsService = (
  db: Db,
  deps: {
    brands: BrandService;
    /** Told about every brand change, to broadcast it to the other instances. */
    onChange: (merchant: string) => void;
    keys: KeysService;
    affiliates: AffiliatesService;
    defaultPassword: string;
    money?: MoneyOps;
  },
) => {
  const { brands, onChange, keys, affiliates, defaultPassword, money } = deps;
  const requireMerchant = async (code: string) => {
    const m = await brandRepository.findMerchant(db, code);
    if (!m) throw new AppError(ErrorCode.MerchantNotFound, `No merchant ${code}`);
    return m;
  };
  const changed = (code: string) => {
    brands.invalidate(code);
    onChange(code);
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
      case 'maintenance': {
        await brandRepository.setMaintenance(
          db,
          cmd.merchant,
          cmd.state === 'on',
          cmd.until ? new Date(cmd.until) : null,
        );
        changed(cmd.merchant);
        return { maintenance: cmd.state === 'on' };
      }
      case 'block': {
        const rows =
          cmd.action === 'add'
            ? await brandRepository.addRegionBlock(db, cmd.merchant, cmd.kind, cmd.value)
            : await brandRepository.removeRegionBlock(db, cmd.merchant, cmd.kind, cmd.value);
        changed(cmd.merchant);
        return { changed: rows.length };
      }
      case 'login-first': {
        await brandRepository.setLoginFirst(db, cmd.merchant, cmd.state === 'on');
        changed(cmd.merchant);
        return { loginedToHomePage: cmd.state === 'on' };
      }
      case 'oauth-set': {
        await brandRepository.setOidcProvider(db, {
          merchantCode: cmd.merchant,
          provider: cmd.provider,
          issuer: cmd.issuer ?? DEFAULT_ISSUERS[cmd.provider],
          clientId: cmd.clientId,
          clientSecret: cmd.clientSecret,
        });
        changed(cmd.merchant);
        // Never echo the secret.
        return { provider: cmd.provider, issuer: cmd.issuer ?? DEFAULT_ISSUERS[cmd.provider], clientId: cmd.clientId };
      }
      case 'oauth-clear': {
        const rows = await brandRepository.clearOidcProvider(db, cmd.merchant, cmd.provider);
        changed(cmd.merchant);
        return { provider: cmd.provider, cleared: rows.length > 0 };
      }
      case 'oauth-list':
        return (await brandRepository.listOidcProviders(db, cmd.merchant)).map(presentOidcProvider);
      case 'toggle': {
        const rows = await brandRepository.setModuleEnabled(db, cmd.merchant, cmd.modId, cmd.state === 'on');
        if (rows.length === 0) throw new AppError(ErrorCode.NotFound, `No module ${cmd.modId}`);
        changed(cmd.merchant);
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
            { language: cmd.language, title: cmd.title, content: cmd.content },
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
      default:
        if (!money) throw new AppError(ErrorCode.FunctionDisabled, 'Money commands need the wallet services.');
        return runMoneyOps(db, brands, money, cmd);
    }
  };
  return { run };
};
