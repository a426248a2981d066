import { createHash } from 'node:crypto';
import {
  CONTENT_IMAGE_MAX_BYTES,
  CONTENT_RESOURCE_TYPES,
  type OperationParsedBody,
  type OperationParsedQuery,
  type operatorContentCreateAnnouncement,
  type operatorContentCreateHelp,
  type operatorContentListAnnouncements,
  type operatorContentReorderAnnouncements,
  type operatorContentSaveChannels,
  type operatorContentSaveLinks,
  type operatorContentUpdateAnnouncement,
  type operatorContentUpdateHelp,
} from '@pagoda/contracts';
import type { Db, DbOrTx } from '../../db/client.js';
import { AppError, ErrorCode } from '../../lib/app-error.js';
import type { BrandConfig } from '../brand/brand-config.js';
import type { BrandService } from '../brand/brand.service.js';
import type { OperatorsService } from '../operators/operators.service.js';
import {
  auditAnnouncement,
  auditHelp,
  presentContentAnnouncement,
  presentHelpNode,
} from './content-admin.presenter.js';
import {
  type AnnouncementRow,
  type ContentAdminRepository,
  contentAdminRepository,
} from './content-admin.repository.js';
import { sanitizeContentHtml } from './html-sanitizer.js';

export type ContentAdminService = ReturnType<typeof createContentAdminService>;

/** Who made a change, for the audit row. */
export type ContentActor = { actor: string; ip: string };

type AnnouncementBody = OperationParsedBody<typeof operatorContentCreateAnnouncement>;
type HelpBody = OperationParsedBody<typeof operatorContentCreateHelp>;

/** The image types by their first bytes; the data URL's label must agree with them. */
const sniffImage = (b: Buffer): 'image/png' | 'image/jpeg' | 'image/webp' | null => {
  if (b.length > 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png';
  if (b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'image/jpeg';
  if (b.length > 12 && b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP')
    return 'image/webp';
  return null;
};
const EXTENSION = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' } as const;
export const CONTENT_IMAGE_PATH = '/wps/content/images';
const IMAGE_NAME = /^([0-9a-f]{64})\.(png|jpg|webp)$/;

/**
 * The back office's content editing: banners and notices, the help centre, social and app links and the
 * customer-service channels. Every change commits with its audit row, then the brand's cached configuration
 * is dropped here and on the other instances (the config channel), so the portal shows it without a restart.
 */
export const createContentAdminService = (
  db: Db,
  deps: {
    operators: Pick<OperatorsService, 'audit'>;
    brands: Pick<BrandService, 'invalidate'>;
    /** Told about every change, to broadcast it to the other instances. */
    onChange: (merchant: string) => void;
    repository?: ContentAdminRepository;
  },
) => {
  const repo = deps.repository ?? contentAdminRepository;
  const changed = (code: string) => {
    deps.brands.invalidate(code);
    deps.onChange(code);
  };

  /** Texts in the brand's languages only, bodies sanitised. */
  const cleanTexts = (brand: BrandConfig, texts: { language: string; title: string; content: string }[]) => {
    const allowed = brand.merchant.languages;
    const foreign = texts.find((t) => !allowed.includes(t.language));
    if (foreign) throw new AppError(ErrorCode.ValidationFailed, `texts: ${foreign.language} is not a brand language`);
    return texts.map((t) => ({ language: t.language, title: t.title, content: sanitizeContentHtml(t.content) }));
  };

  const announcementWithTexts = async (tx: DbOrTx, row: AnnouncementRow) =>
    presentContentAnnouncement(row, await repo.announcementTexts(tx, [row.id]));

  const requireAnnouncement = async (tx: DbOrTx, merchantCode: string, id: number) => {
    const row = await repo.findAnnouncement(tx, merchantCode, id);
    if (!row) throw new AppError(ErrorCode.NotFound, `No announcement ${id}`);
    return row;
  };

  const announcementFields = (body: AnnouncementBody) => ({
    type: body.type,
    execution: body.execution,
    groupName: body.groupName,
    imageUrl: body.imageUrl,
    linkageType: body.linkageType,
    linkage: body.linkage,
    nodeId: body.nodeId,
    vendor: body.vendor,
    roomId: body.roomId,
    enabled: body.enabled,
    startAt: body.startAt === null ? null : new Date(body.startAt),
    endAt: body.endAt === null ? null : new Date(body.endAt),
    audience: body.audience,
  });

  const auditKind = (type: string) => (type === 'B' ? 'banner' : 'notice');

  const service = {
    sanitize: (html: string) => ({ html: sanitizeContentHtml(html) }),

    listAnnouncements: async (
      merchantCode: string,
      q: OperationParsedQuery<typeof operatorContentListAnnouncements>,
    ) => {
      const { rows, total } = await repo.pageAnnouncements(db, {
        merchantCode,
        type: q.type,
        groupName: q.groupName,
        search: q.q,
        sort: q.sort ?? 'sort',
        order: q.sort ? q.order : 'asc',
        limit: q.pageSize,
        offset: (q.page - 1) * q.pageSize,
      });
      const texts = await repo.announcementTexts(
        db,
        rows.map((r) => r.id),
      );
      const now = new Date();
      return {
        list: rows.map((r) =>
          presentContentAnnouncement(
            r,
            texts.filter((t) => t.announcementId === r.id),
            now,
          ),
        ),
        total,
      };
    },

    createAnnouncement: async (brand: BrandConfig, by: ContentActor, body: AnnouncementBody) => {
      const code = brand.merchant.code;
      const texts = cleanTexts(brand, body.texts);
      const out = await db.transaction(async (tx) => {
        const sort = await repo.nextAnnouncementSort(tx, code, body.type, body.groupName);
        const row = await repo.insertAnnouncement(tx, { merchantCode: code, ...announcementFields(body), sort });
        await repo.replaceAnnouncementTexts(tx, row.id, texts);
        await deps.operators.audit(
          {
            merchantCode: code,
            ...by,
            action: `${auditKind(row.type)}.create`,
            target: `announcement:${row.id}`,
            detail: { before: null, after: auditAnnouncement(row, texts) },
          },
          tx,
        );
        return announcementWithTexts(tx, row);
      });
      changed(code);
      return out;
    },

    updateAnnouncement: async (
      brand: BrandConfig,
      by: ContentActor,
      body: OperationParsedBody<typeof operatorContentUpdateAnnouncement>,
    ) => {
      const code = brand.merchant.code;
      const texts = cleanTexts(brand, body.texts);
      const out = await db.transaction(async (tx) => {
        const before = await requireAnnouncement(tx, code, body.id);
        const beforeTexts = await repo.announcementTexts(tx, [before.id]);
        const moved = before.type !== body.type || before.groupName !== body.groupName;
        const sort = moved ? await repo.nextAnnouncementSort(tx, code, body.type, body.groupName) : before.sort;
        const row = (await repo.updateAnnouncement(tx, code, body.id, { ...announcementFields(body), sort }))!;
        await repo.replaceAnnouncementTexts(tx, row.id, texts);
        await deps.operators.audit(
          {
            merchantCode: code,
            ...by,
            action: `${auditKind(row.type)}.update`,
            target: `announcement:${row.id}`,
            detail: { before: auditAnnouncement(before, beforeTexts), after: auditAnnouncement(row, texts) },
          },
          tx,
        );
        return announcementWithTexts(tx, row);
      });
      changed(code);
      return out;
    },

    setAnnouncementEnabled: async (brand: BrandConfig, by: ContentActor, id: number, enabled: boolean) => {
      const code = brand.merchant.code;
      const out = await db.transaction(async (tx) => {
        const before = await requireAnnouncement(tx, code, id);
        const row = (await repo.updateAnnouncement(tx, code, id, { enabled }))!;
        await deps.operators.audit(
          {
            merchantCode: code,
            ...by,
            action: `${auditKind(row.type)}.${enabled ? 'enable' : 'disable'}`,
            target: `announcement:${id}`,
            detail: { before: { enabled: before.enabled }, after: { enabled } },
          },
          tx,
        );
        return announcementWithTexts(tx, row);
      });
      changed(code);
      return out;
    },

    /** The ids must be exactly the group's (or type's) announcements: a stale list is refused, not half-applied. */
    reorderAnnouncements: async (
      brand: BrandConfig,
      by: ContentActor,
      body: OperationParsedBody<typeof operatorContentReorderAnnouncements>,
    ) => {
      const code = brand.merchant.code;
      const out = await db.transaction(async (tx) => {
        const before = await repo.announcementIdsOf(tx, code, body.type, body.groupName);
        if (before.length !== body.ids.length || !body.ids.every((id) => before.includes(id)))
          throw new AppError(ErrorCode.ValidationFailed, 'ids: give every announcement of the group once');
        for (const [sort, id] of body.ids.entries()) await repo.setAnnouncementSort(tx, code, id, sort);
        await deps.operators.audit(
          {
            merchantCode: code,
            ...by,
            action: `${auditKind(body.type)}.reorder`,
            target: `announcements:${body.type}:${body.groupName}`,
            detail: { before: { ids: before }, after: { ids: body.ids } },
          },
          tx,
        );
        return { ids: body.ids };
      });
      changed(code);
      return out;
    },

    deleteAnnouncement: async (brand: BrandConfig, by: ContentActor, id: number) => {
      const code = brand.merchant.code;
      await db.transaction(async (tx) => {
        const before = await requireAnnouncement(tx, code, id);
        const beforeTexts = await repo.announcementTexts(tx, [id]);
        await repo.deleteAnnouncement(tx, code, id);
        await deps.operators.audit(
          {
            merchantCode: code,
            ...by,
            action: `${auditKind(before.type)}.delete`,
            target: `announcement:${id}`,
            detail: { before: auditAnnouncement(before, beforeTexts), after: null },
          },
          tx,
        );
      });
      changed(code);
      return { id };
    },

    /** Stores banner art by its content hash and answers the public URL the portal loads it from. */
    uploadImage: async (merchantCode: string, by: ContentActor, dataUrl: string) => {
      const comma = dataUrl.indexOf(',');
      const label = dataUrl.slice(5, dataUrl.indexOf(';'));
      const data = Buffer.from(dataUrl.slice(comma + 1), 'base64');
      const type = sniffImage(data);
      if (!type || type !== label || data.length > CONTENT_IMAGE_MAX_BYTES) throw new AppError(ErrorCode.UploadInvalid);
      const id = createHash('sha256').update(data).digest('hex');
      const url = `${CONTENT_IMAGE_PATH}/${id}.${EXTENSION[type]}`;
      await db.transaction(async (tx) => {
        await repo.insertImage(tx, {
          id,
          merchantCode,
          contentType: type,
          size: data.length,
          data,
          uploadedBy: by.actor,
        });
        await deps.operators.audit(
          {
            merchantCode,
            ...by,
            action: 'content.image.upload',
            target: url,
            detail: { before: null, after: { url, contentType: type, size: data.length } },
          },
          tx,
        );
      });
      return { url, contentType: type, size: data.length };
    },

    /** A public image by its file name (hash and extension), or null. */
    image: async (merchantCode: string, name: string) => {
      const m = IMAGE_NAME.exec(name);
      if (!m) return null;
      const row = await repo.image(db, merchantCode, m[1]!);
      return row && EXTENSION[row.contentType as keyof typeof EXTENSION] === m[2] ? row : null;
    },

    // ---- help centre ----
    helpTree: async (merchantCode: string) => {
      const nodes = await repo.helpNodes(db, merchantCode);
      const texts = await repo.helpTexts(
        db,
        nodes.map((n) => n.id),
      );
      // Categories first in their order, each followed by its articles.
      const roots = nodes.filter((n) => n.parentId === null);
      const ordered = roots.flatMap((r) => [r, ...nodes.filter((n) => n.parentId === r.id)]);
      const orphans = nodes.filter((n) => !ordered.includes(n));
      return {
        list: [...ordered, ...orphans].map((n) =>
          presentHelpNode(
            n,
            texts.filter((t) => t.articleId === n.id),
          ),
        ),
      };
    },

    createHelp: async (brand: BrandConfig, by: ContentActor, body: HelpBody) => {
      const code = brand.merchant.code;
      const texts = cleanTexts(brand, body.texts);
      const out = await db.transaction(async (tx) => {
        await requireCategory(tx, code, body.parentId);
        const sort = await repo.nextHelpSort(tx, code, body.parentId);
        const row = await repo.insertHelp(tx, {
          merchantCode: code,
          parentId: body.parentId,
          tag: body.tag,
          bgColor: body.bgColor,
          sort,
        });
        await repo.replaceHelpTexts(tx, row.id, texts);
        await deps.operators.audit(
          {
            merchantCode: code,
            ...by,
            action: 'help.create',
            target: `help:${row.id}`,
            detail: { before: null, after: auditHelp(row, texts) },
          },
          tx,
        );
        return presentHelpNode(row, texts);
      });
      changed(code);
      return out;
    },

    updateHelp: async (
      brand: BrandConfig,
      by: ContentActor,
      body: OperationParsedBody<typeof operatorContentUpdateHelp>,
    ) => {
      const code = brand.merchant.code;
      const texts = cleanTexts(brand, body.texts);
      const out = await db.transaction(async (tx) => {
        const before = await repo.findHelp(tx, code, body.id);
        if (!before) throw new AppError(ErrorCode.NotFound, `No help entry ${body.id}`);
        if (body.parentId === body.id) throw new AppError(ErrorCode.ValidationFailed, 'parentId: not itself');
        await requireCategory(tx, code, body.parentId);
        if (body.parentId !== null && (await repo.helpChildrenIds(tx, code, body.id)).length > 0)
          throw new AppError(ErrorCode.ValidationFailed, 'parentId: a category with articles stays a category');
        const beforeTexts = await repo.helpTexts(tx, [before.id]);
        const sort = before.parentId === body.parentId ? before.sort : await repo.nextHelpSort(tx, code, body.parentId);
        const row = (await repo.updateHelp(tx, code, body.id, {
          parentId: body.parentId,
          tag: body.tag,
          bgColor: body.bgColor,
          sort,
        }))!;
        await repo.replaceHelpTexts(tx, row.id, texts);
        await deps.operators.audit(
          {
            merchantCode: code,
            ...by,
            action: 'help.update',
            target: `help:${row.id}`,
            detail: { before: auditHelp(before, beforeTexts), after: auditHelp(row, texts) },
          },
          tx,
        );
        return presentHelpNode(row, texts);
      });
      changed(code);
      return out;
    },

    reorderHelp: async (brand: BrandConfig, by: ContentActor, parentId: number | null, ids: number[]) => {
      const code = brand.merchant.code;
      const out = await db.transaction(async (tx) => {
        const before = await repo.helpChildrenIds(tx, code, parentId);
        if (before.length !== ids.length || !ids.every((id) => before.includes(id)))
          throw new AppError(ErrorCode.ValidationFailed, 'ids: give every entry of the level once');
        for (const [sort, id] of ids.entries()) await repo.updateHelp(tx, code, id, { sort });
        await deps.operators.audit(
          {
            merchantCode: code,
            ...by,
            action: 'help.reorder',
            target: `help:${parentId ?? 'root'}`,
            detail: { before: { ids: before }, after: { ids } },
          },
          tx,
        );
        return { ids };
      });
      changed(code);
      return out;
    },

    deleteHelp: async (brand: BrandConfig, by: ContentActor, id: number) => {
      const code = brand.merchant.code;
      const out = await db.transaction(async (tx) => {
        const before = await repo.findHelp(tx, code, id);
        if (!before) throw new AppError(ErrorCode.NotFound, `No help entry ${id}`);
        const children = await repo.helpChildrenIds(tx, code, id);
        const beforeTexts = await repo.helpTexts(tx, [id]);
        const removed = (await repo.deleteHelp(tx, code, [...children, id])).map((r) => r.id);
        await deps.operators.audit(
          {
            merchantCode: code,
            ...by,
            action: 'help.delete',
            target: `help:${id}`,
            detail: { before: { ...auditHelp(before, beforeTexts), articles: children }, after: null },
          },
          tx,
        );
        return { removed };
      });
      changed(code);
      return out;
    },

    // ---- social links, app downloads, customer-service channels ----
    links: async (merchantCode: string) => ({
      list: (await repo.listResources(db, merchantCode, CONTENT_RESOURCE_TYPES)).map((r) => ({
        resourceType: r.resourceType,
        url: r.url,
        label: r.labelNameEn,
      })),
    }),

    saveLinks: async (
      brand: BrandConfig,
      by: ContentActor,
      list: OperationParsedBody<typeof operatorContentSaveLinks>['list'],
    ) => {
      const code = brand.merchant.code;
      await db.transaction(async (tx) => {
        const before = await repo.listResources(tx, code, CONTENT_RESOURCE_TYPES);
        await repo.replaceResources(
          tx,
          code,
          CONTENT_RESOURCE_TYPES,
          list.map((r, sort) => ({ resourceType: r.resourceType, url: r.url, labelNameEn: r.label, sort })),
        );
        await deps.operators.audit(
          {
            merchantCode: code,
            ...by,
            action: 'content.links.save',
            target: 'resources',
            detail: {
              before: before.map((r) => ({ resourceType: r.resourceType, url: r.url, label: r.labelNameEn })),
              after: list,
            },
          },
          tx,
        );
      });
      changed(code);
      return service.links(code);
    },

    channels: async (merchantCode: string) => ({
      list: (await repo.listChannels(db, merchantCode)).map((c) => ({
        csType: c.csType as OperationParsedBody<typeof operatorContentSaveChannels>['list'][number]['csType'],
        title: c.title,
        url: c.url,
      })),
    }),

    saveChannels: async (
      brand: BrandConfig,
      by: ContentActor,
      list: OperationParsedBody<typeof operatorContentSaveChannels>['list'],
    ) => {
      const code = brand.merchant.code;
      await db.transaction(async (tx) => {
        const before = await repo.listChannels(tx, code);
        await repo.replaceChannels(
          tx,
          code,
          list.map((c, position) => ({ ...c, position })),
        );
        await deps.operators.audit(
          {
            merchantCode: code,
            ...by,
            action: 'content.cs-channels.save',
            target: 'customer-service',
            detail: { before: before.map((c) => ({ csType: c.csType, title: c.title, url: c.url })), after: list },
          },
          tx,
        );
      });
      changed(code);
      return service.channels(code);
    },
  };

  /** An article's parent must be a category (a top-level entry) of the brand; null is the top level. */
  const requireCategory = async (tx: DbOrTx, code: string, parentId: number | null) => {
    if (parentId === null) return;
    const parent = await repo.findHelp(tx, code, parentId);
    if (!parent || parent.parentId !== null)
      throw new AppError(ErrorCode.ValidationFailed, 'parentId: a category of the help centre');
  };

  return service;
};
