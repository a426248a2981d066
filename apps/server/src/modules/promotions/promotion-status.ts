import type { PromotionMechanic, PromotionMemberStatus, PromotionState, RewardStatus } from '@pagoda/contracts';

/** What the status of one promotion for one member depends on (all read before deriving). */
export type StatusFacts = {
  promotion: {
    state: PromotionState;
    mechanic: PromotionMechanic;
    startAt: Date;
    endAt: Date | null;
    requiresJoin: boolean;
    /** The budget cannot pay another reward. */
    budgetExhausted: boolean;
  };
  now: Date;
  /** null: a visitor (no status). */
  member: null | {
    eligible: boolean;
    joined: boolean;
    /** The newest reward item of this promotion in the current claim period (none: null). */
    periodItem: RewardStatus | null;
    /** Any item of this promotion still waiting in the reward centre (any period). */
    hasClaimable: boolean;
    /** The claim limit of the current period is used up. */
    limitReached: boolean;
    /** CHECKIN: today's check-in is done. */
    checkedInToday: boolean;
    /** APPLICATION: the newest application's status. */
    application: 'APPLYING' | 'ISSUED' | 'REJECTED' | null;
  };
};

/**
 * The one place a promotion's member status (spec §4) is decided. The order matters: today's
 * check-in shows "signed"; a reward waiting to be claimed shows "claim" even after the promotion
 * closed (the member still has it); then the window and state; then each mechanic's own progress.
 */
export const deriveMemberStatus = (f: StatusFacts): PromotionMemberStatus | null => {
  const p = f.promotion;
  const m = f.member;
  // Today's check-in is done whether or not its reward was claimed yet.
  if (p.mechanic === 'CHECKIN' && m?.checkedInToday) return 'signed';
  if (m?.hasClaimable) return p.mechanic === 'APPLICATION' ? 'issued' : 'claim';
  if (p.state === 'DRAFT') return 'coming_soon';
  if (p.state === 'ENDED' || (p.endAt && f.now >= p.endAt)) return 'closed';
  if (f.now < p.startAt) return 'coming_soon';
  if (!m) return null;

  switch (p.mechanic) {
    case 'CHECKIN':
      if (m.checkedInToday) return 'signed';
      return m.eligible && !p.budgetExhausted ? 'claim' : 'closed';
    case 'APPLICATION':
      if (m.application === 'APPLYING') return 'applying';
      if (m.application === 'REJECTED') return 'rejected';
      if (m.application === 'ISSUED') return m.periodItem === 'CLAIMED' ? 'claimed' : 'issued';
      return m.eligible && !p.budgetExhausted ? 'join' : 'closed';
    case 'FIXED':
      if (m.periodItem === 'CLAIMED' || m.limitReached) return 'claimed';
      return m.eligible && !p.budgetExhausted ? 'claim' : 'closed';
    case 'DEPOSIT_MATCH':
    case 'REBATE':
      if (m.periodItem === 'CLAIMED' || m.limitReached) return 'claimed';
      if (!m.eligible || p.budgetExhausted) return 'closed';
      if (p.requiresJoin && !m.joined) return 'join';
      // Joined (or open to all): waiting for the qualifying deposit, or the period's rebate run.
      return 'processing';
  }
};

/** Statuses that invite the member to act now: the top bar's count of available promotions. */
export const ACTIONABLE_STATUSES: ReadonlySet<PromotionMemberStatus> = new Set(['join', 'claim', 'issued']);
