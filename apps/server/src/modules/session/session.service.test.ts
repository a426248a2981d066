import { ErrorCode } from '@pagoda/contracts';
import { describe, expect, it } from 'vitest';
import { fakeDb } from '../../../test/helpers/fakes.js';
import type { sessions } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { MemberRow } from '../accounts/members.repository.js';
import type { SessionRepository } from './session.repository.js';
import { createSessionService } from './session.service.js';

type SessionRow = typeof sessions.$inferSelect;

/** Sessions in memory, with the repository's rules: `end` ends an open session only. */
const fakeSessions = (member: MemberRow) => {
  const rows: SessionRow[] = [];
  const repo = {
    insert: async (_db: unknown, row: typeof sessions.$inferInsert) => {
      const session = { id: rows.length + 1, endedAt: null, endReason: null, ...row } as SessionRow;
      rows.push(session);
      return session;
    },
    findByTokenHash: async (_db: unknown, tokenHash: string) => {
      const session = rows.find((r) => r.tokenHash === tokenHash);
      return session ? { session, member } : null;
    },
    touch: async (_db: unknown, id: number, at: Date) => {
      rows.find((r) => r.id === id)!.lastSeenAt = at;
    },
    end: async (_db: unknown, id: number, reason: string, at: Date) => {
      const r = rows.find((s) => s.id === id && !s.endedAt);
      if (r) Object.assign(r, { endedAt: at, endReason: reason });
    },
    endAllForMember: async (_db: unknown, memberId: number, reason: string, at: Date, exceptId?: number) => {
      for (const r of rows)
        if (r.memberId === memberId && !r.endedAt && r.id !== exceptId)
          Object.assign(r, { endedAt: at, endReason: reason });
    },
  };
  return { rows, repo: repo as unknown as SessionRepository };
};

const member = { id: 7, merchantCode: 'pagoda', status: 'ACTIVE' } as MemberRow;
const meta = { ip: '127.0.0.1', device: 'web' };
const MIN = 60_000;

const setup = () => {
  const store = fakeSessions(member);
  const service = createSessionService(fakeDb(), { idleMinutes: 30, maxHours: 2 }, { sessions: store.repo });
  return { ...store, service };
};

const codeOf = async (p: Promise<unknown>) => {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  return (err as AppError).code;
};

describe('session service', () => {
  it('keeps a session that is used within the idle limit, and moves its idle timer', async () => {
    const { rows, service } = setup();
    const t0 = new Date('2026-11-26T08:00:00Z');
    const token = await service.open(fakeDb(), member, meta, t0);
    const at = new Date(t0.getTime() + 29 * MIN);
    expect(await service.authenticate(token, 'pagoda', at)).toEqual({ sessionId: 1, member });
    expect(rows[0]!.lastSeenAt).toEqual(at);
    // 58 minutes after opening, but 29 after the last use: still open.
    await service.authenticate(token, 'pagoda', new Date(t0.getTime() + 58 * MIN));
    expect(rows[0]!.endedAt).toBeNull();
  });

  it('expires a session idle for longer than the idle limit, and ends it', async () => {
    const { rows, service } = setup();
    const t0 = new Date('2026-11-26T08:00:00Z');
    const token = await service.open(fakeDb(), member, meta, t0);
    const late = new Date(t0.getTime() + 30 * MIN + 1);
    expect(await codeOf(service.authenticate(token, 'pagoda', late))).toBe(ErrorCode.TokenInvalid);
    expect(rows[0]).toMatchObject({ endedAt: late, endReason: 'expired' });
  });

  it('expires a session at its maximum age even when it is used all along', async () => {
    const { rows, service } = setup();
    const t0 = new Date('2026-11-26T08:00:00Z');
    const token = await service.open(fakeDb(), member, meta, t0);
    for (let m = 20; m < 120; m += 20) await service.authenticate(token, 'pagoda', new Date(t0.getTime() + m * MIN));
    const maxAge = new Date(t0.getTime() + 120 * MIN);
    expect(await codeOf(service.authenticate(token, 'pagoda', maxAge))).toBe(ErrorCode.TokenInvalid);
    expect(rows[0]!.endReason).toBe('expired');
  });

  it('ends the earlier session when the member logs in again', async () => {
    const { service } = setup();
    const t0 = new Date('2026-11-26T08:00:00Z');
    const first = await service.open(fakeDb(), member, meta, t0);
    const second = await service.open(fakeDb(), member, meta, new Date(t0.getTime() + MIN));
    const at = new Date(t0.getTime() + 2 * MIN);
    expect(await codeOf(service.authenticate(first, 'pagoda', at))).toBe(ErrorCode.SessionEndedElsewhere);
    expect((await service.authenticate(second, 'pagoda', at)).sessionId).toBe(2);
  });
});
