import type { ContentAnnouncement, HelpNode, Language } from '@pagoda/contracts';
import type { AnnouncementRow, ContentText, HelpRow } from './content-admin.repository.js';

const presentTexts = (texts: ContentText[]) =>
  texts.map((t) => ({ language: t.language as Language, title: t.title, content: t.content }));

/** Live on the portal: enabled and inside its window (the portal's own rule, announcements.repository). */
const isLive = (a: AnnouncementRow, now: Date) =>
  a.enabled && (!a.startAt || a.startAt <= now) && (!a.endAt || a.endAt > now);

export const presentContentAnnouncement = (a: AnnouncementRow, texts: ContentText[], now = new Date()) =>
  ({
    id: a.id,
    type: a.type as ContentAnnouncement['type'],
    execution: a.execution as ContentAnnouncement['execution'],
    groupName: a.groupName,
    imageUrl: a.imageUrl,
    linkageType: (a.linkageType as ContentAnnouncement['linkageType']) ?? null,
    linkage: a.linkage,
    nodeId: a.nodeId,
    vendor: a.vendor,
    roomId: a.roomId,
    sort: a.sort,
    enabled: a.enabled,
    startAt: a.startAt?.getTime() ?? null,
    endAt: a.endAt?.getTime() ?? null,
    publishedAt: a.publishedAt.getTime(),
    live: isLive(a, now),
    texts: presentTexts(texts),
    audience: a.audience === 'AGENTS' ? 'AGENTS' : 'ALL',
  }) satisfies ContentAnnouncement;

export const presentHelpNode = (h: HelpRow, texts: ContentText[]): HelpNode => ({
  id: h.id,
  parentId: h.parentId,
  tag: h.tag,
  bgColor: h.bgColor,
  sort: h.sort,
  texts: presentTexts(texts),
});

/** The audit log's before/after of an announcement: the row's fields and its texts, dates as ISO strings. */
export const auditAnnouncement = (a: AnnouncementRow, texts: ContentText[]) => ({
  type: a.type,
  groupName: a.groupName,
  imageUrl: a.imageUrl,
  linkageType: a.linkageType,
  linkage: a.linkage,
  enabled: a.enabled,
  sort: a.sort,
  startAt: a.startAt?.toISOString() ?? null,
  endAt: a.endAt?.toISOString() ?? null,
  texts: presentTexts(texts),
});

export const auditHelp = (h: HelpRow, texts: ContentText[]) => ({
  parentId: h.parentId,
  tag: h.tag,
  bgColor: h.bgColor,
  sort: h.sort,
  texts: presentTexts(texts),
});
