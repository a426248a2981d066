import {
  ErrorCode,
  type MemberAction,
  type OperationParsedBody,
  type OperationParsedQuery,
  type operatorAddMemberNote,
  type operatorSearchMembers,
  type operatorSetMemberLabels,
  type operatorSetMemberVip,
} from '@pagoda/contracts';
import type { Db, DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { MemberRow } from '../accounts/members.repository.js';
import type { OperatorsService } from '../operators/operators.service.js';
import type { SessionService } from '../session/session.service.js';
import {
  presentBetRow,
  presentDepositRow,
  presentLedgerRow,
  presentLinked,
  presentLoginRow,
  presentMemberRow,
  presentMemberState,
  presentNote,
  presentProfile,
  presentSecurityEvent,
  presentTeamMember,
  presentWithdrawalRow,
} from './member-admin.presenter.js';
import { memberAdminRepository, type Paging } from './member-admin.repository.js';

export type MemberAdminService = ReturnType<typeof createMemberAdminService>;

/** Who acts: the audit log's actor and the operator's address. */
export type Actor = { actor: string; ip: string };
type Grid = { page: number; pageSize: number; order: 'asc' | 'desc' };
type GridOf<S extends string> = Grid & { memberId: number; sort?: S | undefined };

const pagingOf = (g: Grid): Paging => ({
  limit: g.pageSize,
  offset: (g.page - 1) * g.pageSize,
  desc: g.order === 'desc',
});
/** How many linked members a profile lists per kind of link (shared IPs of a busy network can be many). */
const LINKED_LIMIT = 200;
/** The upline chain stops here (a loop in bad data never hangs the call). */
const MAX_UPLINE_DEPTH = 20;

const AUDIT_ACTION: Record<MemberAction, string> = {
  lock: 'member.lock',
  unlock: 'member.unlock',
  'force-password': 'member.password.force',
  'end-sessions': 'member.sessions.end',
};

/**
 * The back office's view of members: search, the profile and its tabs, and the account actions.
 * Every change runs in one transaction with its audit row (before and after) and, for the account
 * actions, a security event on the member's history.
 */
export const createMemberAdminService = (
  db: Db,
  deps: {
    operators: Pick<OperatorsService, 'audit'>;
    sessions: Pick<SessionService, 'endAll'>;
    repository?: typeof memberAdminRepository;
    /** VIP levels (modules/vip): an operator's level goes through them when wired. */
    vip?: {
      setLevelInTx: (
        tx: DbOrTx,
        merchantCode: string,
        memberId: number,
        level: number,
        pinned: boolean,
      ) => Promise<{ label: string }>;
    };
  },
) => {
  const repo = deps.repository ?? memberAdminRepository;

  const requireMember = async (merchantCode: string, memberId: number, tx: DbOrTx = db) => {
    const member = await repo.findMember(tx, merchantCode, memberId);
    if (!member) throw new AppError(ErrorCode.NotFound, 'No such member.');
    return member;
  };

  /** The upline chain, nearest first; it stops at MAX_UPLINE_DEPTH or a loop in bad data. */
  const uplineChain = async (member: MemberRow) => {
    const chain: { id: number; account: string; type: number }[] = [];
    let next = member.uplineId;
    while (next !== null && chain.length < MAX_UPLINE_DEPTH && !chain.some((u) => u.id === next)) {
      const [p] = await repo.people(db, [next]);
      if (!p) break;
      chain.push({ id: p.id, account: p.account, type: p.type });
      next = p.uplineId;
    }
    return chain;
  };

  const labelsOf = async (tx: DbOrTx, memberId: number) =>
    (await repo.labelsOf(tx, [memberId])).map((l) => l.labelName);

  /** Changes one member inside a transaction, with the row locked and the audit row written alongside. */
  const change = <T>(
    merchantCode: string,
    memberId: number,
    run: (tx: DbOrTx, member: MemberRow) => Promise<{ result: T; action: string; before: unknown; after: unknown }>,
    who: Actor,
    extra: Record<string, unknown> = {},
  ) =>
    db.transaction(async (tx) => {
      const member = await repo.lockMember(tx, merchantCode, memberId);
      if (!member) throw new AppError(ErrorCode.NotFound, 'No such member.');
      const { result, action, before, after } = await run(tx, member);
      await deps.operators.audit(
        {
          merchantCode,
          actor: who.actor,
          action,
          target: member.account,
          detail: { before, after, ...extra },
          ip: who.ip,
        },
        tx,
      );
      return result;
    });

  return {
    search: async (
      merchantCode: string,
      q: OperationParsedQuery<typeof operatorSearchMembers>,
      fullContact: boolean,
    ) => {
      const { rows, total } = await repo.search(
        db,
        {
          merchantCode,
          q: q.q,
          field: q.field,
          status: q.status,
          vipLevel: q.vipLevel,
          label: q.label,
          registeredFrom: q.registeredFrom === undefined ? undefined : new Date(q.registeredFrom),
          registeredTo: q.registeredTo === undefined ? undefined : new Date(q.registeredTo),
        },
        q.sort ?? 'registeredAt',
        pagingOf(q),
      );
      const labels = await repo.labelsOf(
        db,
        rows.map((r) => r.member.id),
      );
      return {
        list: rows.map((r) =>
          presentMemberRow(
            r.member,
            r.balance,
            labels.filter((l) => l.memberId === r.member.id).map((l) => l.labelName),
            fullContact,
          ),
        ),
        total,
      };
    },

    profile: async (merchantCode: string, memberId: number, fullContact: boolean) => {
      const member = await requireMember(merchantCode, memberId);
      const linkIds = [member.referrerId].filter((id): id is number => id !== null);
      const [labels, wallets, openSessions, device, people, downlineCount, chain] = await Promise.all([
        labelsOf(db, member.id),
        repo.wallets(db, merchantCode, member.id),
        repo.openSessions(db, member.id, new Date()),
        repo.lastDevice(db, member.id),
        repo.people(db, linkIds),
        repo.downlineCount(db, member.id),
        uplineChain(member),
      ]);
      const person = (id: number | null) => people.find((p) => p.id === id) ?? null;
      return presentProfile({
        member,
        labels,
        fullContact,
        wallets,
        openSessions,
        device,
        uplineChain: chain,
        referrer: person(member.referrerId),
        downlineCount,
      });
    },

    ledger: async (merchantCode: string, q: GridOf<'time' | 'amount'>) => {
      await requireMember(merchantCode, q.memberId);
      const { rows, total } = await repo.ledger(db, merchantCode, q.memberId, q.sort ?? 'time', pagingOf(q));
      return { list: rows.map(presentLedgerRow), total };
    },

    deposits: async (merchantCode: string, q: GridOf<'createdAt' | 'amount'>) => {
      await requireMember(merchantCode, q.memberId);
      const { rows, total } = await repo.deposits(db, merchantCode, q.memberId, q.sort ?? 'createdAt', pagingOf(q));
      return { list: rows.map(presentDepositRow), total };
    },

    withdrawals: async (merchantCode: string, q: GridOf<'createdAt' | 'amount'>) => {
      await requireMember(merchantCode, q.memberId);
      const { rows, total } = await repo.withdrawals(db, merchantCode, q.memberId, q.sort ?? 'createdAt', pagingOf(q));
      return { list: rows.map(presentWithdrawalRow), total };
    },

    bets: async (merchantCode: string, q: GridOf<'openedAt' | 'bet' | 'win'>) => {
      await requireMember(merchantCode, q.memberId);
      const { rows, total } = await repo.bets(db, merchantCode, q.memberId, q.sort ?? 'openedAt', pagingOf(q));
      return { list: rows.map(presentBetRow), total };
    },

    logins: async (merchantCode: string, q: GridOf<'time'>) => {
      await requireMember(merchantCode, q.memberId);
      const { rows, total } = await repo.logins(db, merchantCode, q.memberId, pagingOf(q));
      return { list: rows.map(presentLoginRow), total };
    },

    securityEvents: async (merchantCode: string, q: GridOf<'time'>) => {
      await requireMember(merchantCode, q.memberId);
      const { rows, total } = await repo.securityEvents(db, merchantCode, q.memberId, pagingOf(q));
      return { list: rows.map(presentSecurityEvent), total };
    },

    notes: async (merchantCode: string, q: GridOf<'time'>) => {
      await requireMember(merchantCode, q.memberId);
      const { rows, total } = await repo.notes(db, merchantCode, q.memberId, pagingOf(q));
      return { list: rows.map(presentNote), total };
    },

    /** Notes are append-only: there is no edit or delete, here or in the database. */
    addNote: (merchantCode: string, body: OperationParsedBody<typeof operatorAddMemberNote>, who: Actor) =>
      change(
        merchantCode,
        body.memberId,
        async (tx, member) => {
          const note = await repo.addNote(tx, {
            merchantCode,
            memberId: member.id,
            author: who.actor,
            body: body.body,
          });
          return {
            result: presentNote(note),
            action: 'member.note',
            before: null,
            after: { id: note.id, body: note.body },
          };
        },
        who,
      ),

    linked: async (merchantCode: string, memberId: number) => {
      const member = await requireMember(merchantCode, memberId);
      const ips = await repo.ipsOf(db, member);
      return presentLinked(await repo.sharingIps(db, merchantCode, member.id, ips, LINKED_LIMIT));
    },

    team: async (merchantCode: string, q: GridOf<'registeredAt'>) => {
      await requireMember(merchantCode, q.memberId);
      const { rows, total } = await repo.downline(db, q.memberId, pagingOf(q));
      return { list: rows.map(presentTeamMember), total };
    },

    labelOptions: (merchantCode: string) => repo.labelOptions(db, merchantCode),

    addLabelOption: (merchantCode: string, name: string, who: Actor) =>
      db.transaction(async (tx) => {
        const created = await repo.addLabelOption(tx, merchantCode, name);
        if (created.length > 0)
          await deps.operators.audit(
            {
              merchantCode,
              actor: who.actor,
              action: 'member.label.option',
              target: name,
              detail: { before: null, after: { name } },
              ip: who.ip,
            },
            tx,
          );
        const options = await repo.labelOptions(tx, merchantCode);
        return options.find((o) => o.name === name) ?? { name, members: 0 };
      }),

    setLabels: (merchantCode: string, body: OperationParsedBody<typeof operatorSetMemberLabels>, who: Actor) =>
      change(
        merchantCode,
        body.memberId,
        async (tx, member) => {
          const allowed = new Set((await repo.labelOptions(tx, merchantCode)).map((o) => o.name));
          const wanted = [...new Set(body.labels)].sort();
          const unknown = wanted.filter((l) => !allowed.has(l));
          if (unknown.length > 0)
            throw new AppError(ErrorCode.ValidationFailed, `labels: not in the brand's list: ${unknown.join(', ')}`);
          const before = await labelsOf(tx, member.id);
          await repo.replaceLabels(tx, member.id, wanted);
          return { result: { labels: wanted }, action: 'member.labels', before, after: wanted };
        },
        who,
      ),

    setVip: (merchantCode: string, body: OperationParsedBody<typeof operatorSetMemberVip>, who: Actor) =>
      change(
        merchantCode,
        body.memberId,
        async (tx, member) => {
          // With VIP levels wired, the level goes through them (a pinned level, the level's own label).
          const viaVip = deps.vip ? await deps.vip.setLevelInTx(tx, merchantCode, member.id, body.level, true) : null;
          const labelName = body.labelName ?? viaVip?.label ?? (body.level > 0 ? `VIP${body.level}` : '');
          await repo.updateMember(tx, member.id, { clubRankLevel: body.level, clubLabelName: labelName });
          return {
            result: { vipLevel: body.level, vipLabel: labelName },
            action: 'member.vip',
            before: { vipLevel: member.clubRankLevel, vipLabel: member.clubLabelName },
            after: { vipLevel: body.level, vipLabel: labelName },
          };
        },
        who,
      ),

    /**
     * Lock (sign-in refused with account.locked, sessions end), unlock, force a password change at
     * the next password sign-in, end every session. A lock of a locked member (or an unlock of an
     * active one) is refused, so the log never shows a change that changed nothing.
     */
    act: (merchantCode: string, action: MemberAction, body: { memberId: number; reason: string }, who: Actor) =>
      change(
        merchantCode,
        body.memberId,
        async (tx, member) => {
          const now = new Date();
          const before = presentMemberState(member, await repo.openSessions(tx, member.id, now));
          const locked = member.status !== 'ACTIVE';
          if ((action === 'lock' && locked) || (action === 'unlock' && !locked))
            throw new AppError(ErrorCode.OrderStateInvalid, `The member is already ${locked ? 'locked' : 'active'}.`);
          if (action === 'lock') await repo.updateMember(tx, member.id, { status: 'LOCKED' });
          if (action === 'unlock') await repo.updateMember(tx, member.id, { status: 'ACTIVE' });
          if (action === 'force-password') await repo.updateMember(tx, member.id, { mustChangePassword: true });
          if (action === 'lock' || action === 'end-sessions')
            await deps.sessions.endAll(tx, member.id, action === 'lock' ? 'locked' : 'operator', now);
          await repo.addSecurityEvent(tx, {
            memberId: member.id,
            merchantCode,
            kind: AUDIT_ACTION[action],
            detail: `${who.actor}: ${body.reason}`,
            ip: who.ip,
            at: now,
          });
          const updated = (await repo.findMember(tx, merchantCode, member.id))!;
          const after = presentMemberState(updated, await repo.openSessions(tx, member.id, now));
          return { result: after, action: AUDIT_ACTION[action], before, after };
        },
        who,
        { reason: body.reason },
      ),
  };
};
