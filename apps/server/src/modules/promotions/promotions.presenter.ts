import {
  minorToNumber,
  type OperatorApplicationRow,
  type OperatorPromotion,
  type OperatorPromotionRow,
  parseMinor,
  type PromotionCard,
  type PromotionDetail,
  type PromotionMemberStatus,
  type PromotionText,
} from '@pagoda/contracts';
import type { ApplicationRow, PromotionRow } from './promotions.repository.js';

type MemberView = { status: PromotionMemberStatus | null; streak: number; remark: string };

export const presentCard = (p: PromotionRow, t: PromotionText, v: MemberView): PromotionCard => ({
  id: p.id,
  type: p.type,
  mechanic: p.mechanic,
  title: t.title,
  summary: t.summary,
  imageUrl: p.imageUrl,
  startAt: p.startAt.getTime(),
  endAt: p.endAt?.getTime() ?? null,
  status: v.status,
  streak: v.streak,
  remark: v.remark,
});

/** The body and terms were sanitised when saved; the portal renders them as they are. */
export const presentDetail = (p: PromotionRow, t: PromotionText, v: MemberView): PromotionDetail => ({
  ...presentCard(p, t, v),
  body: t.body,
  terms: t.terms,
  requiresJoin: p.config.requiresJoin,
  checkinAmounts: (p.config.checkin?.amounts ?? []).map((a) => minorToNumber(parseMinor(a) ?? 0n)),
});

export const presentOperatorRow = (p: PromotionRow): OperatorPromotionRow => ({
  id: p.id,
  type: p.type,
  mechanic: p.mechanic,
  state: p.state,
  title: p.content.EN?.title ?? '',
  startAt: p.startAt.getTime(),
  endAt: p.endAt?.getTime() ?? null,
  sort: p.sort,
  budget: p.budget === null ? null : minorToNumber(p.budget),
  spent: minorToNumber(p.spent),
  updatedAt: p.updatedAt.getTime(),
});

export const presentOperatorPromotion = (p: PromotionRow): OperatorPromotion => ({
  ...presentOperatorRow(p),
  content: p.content,
  imageUrl: p.imageUrl,
  config: p.config,
});

export const presentApplication = (a: ApplicationRow, account: string, p: PromotionRow): OperatorApplicationRow => ({
  id: a.id,
  promotionId: a.promotionId,
  promotionTitle: p.content.EN?.title ?? '',
  account,
  status: a.status,
  note: a.note,
  remark: a.remark,
  amount: a.amount === null ? null : minorToNumber(a.amount),
  suggestedAmount: minorToNumber(parseMinor(p.config.application?.defaultAmount ?? '0') ?? 0n),
  reviewedBy: a.reviewedBy,
  createdAt: a.createdAt.getTime(),
  reviewedAt: a.reviewedAt?.getTime() ?? null,
});
