import type { Db } from '../../src/db/client.js';
import type { MemberRow, MembersRepository } from '../../src/modules/accounts/members.repository.js';
import type { BrandConfig } from '../../src/modules/brand/brand-config.js';

type Attempt = Parameters<MembersRepository['recordAttempt']>[1] & { at: Date };

/**
 * An in-memory members repository with the same counting rules as the SQL one (failures since
 * the last success, by account or by address), for unit tests of the accounts services.
 */
export const fakeMembers = () => {
  const rows: MemberRow[] = [];
  const attempts: Attempt[] = [];
  let nextId = 1;

  const repo: MembersRepository = {
    findByAccount: async (_db, merchantCode, accountKey) =>
      rows.find((m) => m.merchantCode === merchantCode && m.accountKey === accountKey) ?? null,
    findByMobile: async (_db, merchantCode, dialingCode, mobile) =>
      rows.find(
        (m) => m.merchantCode === merchantCode && m.countryDialingCode === dialingCode && m.mobile === mobile,
      ) ?? null,
    findByEmail: async (_db, merchantCode, email) =>
      rows.find((m) => m.merchantCode === merchantCode && m.email?.toLowerCase() === email.toLowerCase()) ?? null,
    findById: async (_db, id) => rows.find((m) => m.id === id) ?? null,
    insert: async (_db, row) => {
      const now = new Date();
      const member: MemberRow = {
        id: nextId++,
        nickname: '',
        paymentPasswordHash: null,
        type: 0,
        status: 'ACTIVE',
        mobile: null,
        countryDialingCode: null,
        email: null,
        payeeName: null,
        qqNum: null,
        line: null,
        whatsapp: null,
        facebook: null,
        wechat: null,
        idNumber: null,
        uplineId: null,
        referrerId: null,
        affiliateCode: null,
        referralCode: null,
        clubLabelName: '',
        clubRankLevel: 0,
        language: 'EN',
        iconId: '1',
        totpSecret: null,
        totpPendingSecret: null,
        passwordChangedAt: now,
        mustChangePassword: false,
        firstLoginAt: null,
        registeredAt: now,
        registeredIp: '',
        lastLoginAt: null,
        lastLoginIp: null,
        ...row,
      };
      rows.push(member);
      return member;
    },
    update: (async (_db: unknown, id: number, patch: Partial<MemberRow>) => {
      const m = rows.find((r) => r.id === id);
      if (m) Object.assign(m, patch);
    }) as unknown as MembersRepository['update'],
    labels: (async () => []) as unknown as MembersRepository['labels'],
    knowsIp: async () => ({ any: false, known: false }),
    rememberIp: (async () => undefined) as unknown as MembersRepository['rememberIp'],
    recentLogins: (async () => []) as unknown as MembersRepository['recentLogins'],
    recordAttempt: (async (_db: unknown, row: Omit<Attempt, 'at'>) => {
      attempts.push({ ...row, at: new Date() });
    }) as unknown as MembersRepository['recordAttempt'],
    failuresSince: async (_db, q) => {
      const inScope = (a: Attempt) =>
        q.accountKey ? a.merchantCode === q.merchantCode && a.accountKey === q.accountKey : a.ip === (q.ip ?? '');
      const lastSuccess = attempts
        .filter((a) => inScope(a) && a.success && a.at > q.since)
        .reduce<Date | null>((last, a) => (!last || a.at > last ? a.at : last), null);
      const from = lastSuccess ?? q.since;
      return attempts.filter((a) => inScope(a) && !a.success && a.at > from).length;
    },
    failuresInWindow: async (_db, q) =>
      attempts.filter(
        (a) => a.merchantCode === q.merchantCode && a.accountKey === q.accountKey && !a.success && a.at > q.since,
      ).length,
  };

  /** A past attempt, as if made `minutesAgo` minutes ago. */
  const addAttempt = (a: Omit<Attempt, 'at'>, minutesAgo: number) =>
    attempts.push({ ...a, at: new Date(Date.now() - minutesAgo * 60_000) });

  return { repo, rows, attempts, addAttempt };
};

/** A database whose transactions run the callback on itself: enough for services over fake repositories. */
export const fakeDb = () => {
  const db = { transaction: async <T>(fn: (tx: Db) => Promise<T>) => fn(db as unknown as Db) };
  return db as unknown as Db;
};

/** A brand with the given modules on and registration rules. */
export const fakeBrand = (opts: Partial<Pick<BrandConfig, 'modules' | 'register'>> = {}) =>
  ({
    merchant: { code: 'UNIT', name: 'Unit Brand', defaultLanguage: 'EN', defaultCountry: 'PH' },
    modules: {},
    register: {},
    ...opts,
  }) as unknown as BrandConfig;
