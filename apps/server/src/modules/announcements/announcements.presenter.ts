import type { Announcement, AnnouncementType, ExecutionType, LinkageType } from '@pagoda/contracts';
import type { announcements } from '../../db/schema.js';

type Row = typeof announcements.$inferSelect;

export const presentAnnouncement = (a: Row, text: { title: string; content: string }): Announcement => ({
  id: a.id,
  bannerId: a.id,
  type: a.type as AnnouncementType,
  title: text.title,
  content: text.content,
  execution: a.execution as ExecutionType,
  groupName: a.groupName,
  url: a.imageUrl,
  announcementImages: a.imageUrl ? [{ sequence: 1, url: a.imageUrl }] : [],
  linkageType: (a.linkageType as LinkageType | null) ?? null,
  linkage: a.linkage,
  nodeId: a.nodeId,
  roomId: a.roomId,
  vendor: a.vendor,
  time: a.publishedAt.getTime(),
  startDate: a.startAt?.getTime() ?? null,
  endDate: a.endAt?.getTime() ?? null,
});
