import type { getPlayerAvatar, MemberInfo, OperationValue } from '@pagoda/contracts';
import { MemberType } from '@pagoda/contracts';
import type { MemberRow } from './members.repository.js';

export const presentMemberInfo = (member: MemberRow, labels: { labelName: string }[]): MemberInfo => ({
  id: member.id,
  account: member.account,
  nickname: member.nickname,
  type: member.type,
  // Transfer to upline needs an upline; the agents release sets it.
  toUpline: member.uplineId !== null && member.type !== MemberType.Agent2 ? '1' : '0',
  referralCode: member.referralCode ?? '',
  clubLabel: { labelName: member.clubLabelName, type: 'AUTO', rankLevel: member.clubRankLevel },
  memberLabel: labels,
  mobile: member.mobile ?? '',
  countryDialingCode: member.countryDialingCode ?? '',
  email: member.email ?? '',
  payee: member.payeeName ?? '',
  language: member.language,
  registeredAt: member.registeredAt.getTime(),
  lastLoginAt: member.lastLoginAt?.getTime() ?? null,
  hasPaymentPassword: member.paymentPasswordHash !== null,
  hasTotp: member.totpSecret !== null,
});

/** The member's avatar: one of the portal's static pictures, by id. */
export const presentAvatar = (member: Pick<MemberRow, 'iconId'>): OperationValue<typeof getPlayerAvatar> => ({
  avatarType: 'STATIC',
  avatar: member.iconId,
});
