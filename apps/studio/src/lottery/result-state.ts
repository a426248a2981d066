// The draw's result state machine, pure: every move is a function of (record, event) that either returns the next
// record or refuses. Official results need two agreeing sources or a second operator (maker-checker).
import type { DrawResult } from './settle';
import { STRUCTURES, validateResult } from './structures';

export type DrawStatus = 'pending' | 'drawn' | 'confirmed' | 'settled' | 'cancelled';

/** Official draws get results from outside; house draws (fast games) generate them provably fairly. */
export type DrawKind = 'official' | 'house';

export type Submission = {
  /** Operator id, or feed name for an imported result. */
  by: string;
  source: 'operator' | 'feed' | 'house';
  result: DrawResult;
  at: number;
};

export type DrawRecord = {
  kind: DrawKind;
  status: DrawStatus;
  /** Stations expected in the result. */
  stations: readonly string[];
  structure: DrawResult['structure'];
  /** Results entered or imported for the current revision, waiting for agreement or confirmation. */
  submissions: readonly Submission[];
  /** The confirmed result (confirmed and settled). */
  result?: DrawResult;
  /** 0 for the first result; each correction after settlement adds 1. */
  revision: number;
  /** Set by a correction: the next settlement reverses the previous one (resettle). */
  resettle: boolean;
  confirmedBy?: string[];
  cancelReason?: string;
};

export type DrawEvent =
  | { type: 'submit'; by: string; source: 'operator' | 'feed'; result: DrawResult; at: number }
  | { type: 'house-draw'; result: DrawResult; at: number }
  | { type: 'confirm'; by: string; at: number }
  | { type: 'settle'; at: number }
  | { type: 'cancel'; by: string; reason: string; at: number }
  | { type: 'correct'; by: string; result: DrawResult; at: number };

export type Transition = { ok: true; record: DrawRecord } | { ok: false; error: string };

/** A new draw waiting for its result. */
export const newDrawRecord = (
  kind: DrawKind,
  structure: DrawResult['structure'],
  stations: readonly string[],
): DrawRecord => ({ kind, status: 'pending', stations, structure, submissions: [], revision: 0, resettle: false });

/** Errors of a result for a draw: its structure, exactly the draw's stations, and a valid table for each. */
export const validateDrawResult = (
  record: Pick<DrawRecord, 'structure' | 'stations'>,
  result: DrawResult,
): string[] => {
  const errors: string[] = [];
  if (result.structure !== record.structure) return [`structure ${result.structure}, expected ${record.structure}`];
  const got = Object.keys(result.tables).sort();
  const want = [...record.stations].sort();
  if (got.join(',') !== want.join(',')) errors.push(`stations ${got.join(',')}, expected ${want.join(',')}`);
  for (const [station, table] of Object.entries(result.tables)) {
    for (const e of validateResult(STRUCTURES[result.structure], table)) errors.push(`${station} ${e}`);
  }
  return errors;
};

const canonical = (result: DrawResult): string =>
  JSON.stringify(
    Object.keys(result.tables)
      .sort()
      .map((station) => {
        const table = result.tables[station]!;
        return [
          station,
          Object.keys(table)
            .sort()
            .map((tier) => [tier, table[tier]]),
        ];
      }),
  );

/** Whether two results are the same draw (the quorum rule compares them). */
export const sameResult = (a: DrawResult, b: DrawResult): boolean =>
  a.structure === b.structure && canonical(a) === canonical(b);

const refuse = (error: string): Transition => ({ ok: false, error });

const confirmed = (record: DrawRecord, result: DrawResult, by: string[]): Transition => ({
  ok: true,
  record: { ...record, status: 'confirmed', result, confirmedBy: by },
});

/**
 * The next record after an event, or a refusal:
 * - submit (pending/drawn, official): records a result; a second submitter agreeing with an earlier one confirms it;
 *   the same submitter entering again replaces their own entry; disagreeing entries stay side by side.
 * - house-draw (pending, house draws only): the provably fair result, confirmed at once.
 * - confirm (drawn): a different operator confirms the single candidate result (maker-checker).
 * - settle (confirmed): settled; a correction's settlement is a resettle.
 * - cancel (pending/drawn/confirmed): void, every ticket is refunded.
 * - correct (settled, official): a corrected result starts a new revision in drawn, to be confirmed again.
 */
export const transition = (record: DrawRecord, event: DrawEvent): Transition => {
  switch (event.type) {
    case 'submit': {
      if (record.kind !== 'official') return refuse('house draws take no submitted result');
      if (record.status !== 'pending' && record.status !== 'drawn')
        return refuse(`cannot submit when ${record.status}`);
      const errors = validateDrawResult(record, event.result);
      if (errors.length > 0) return refuse(`invalid result: ${errors.join('; ')}`);
      const agreeing = record.submissions.find((s) => s.by !== event.by && sameResult(s.result, event.result));
      const submission: Submission = { by: event.by, source: event.source, result: event.result, at: event.at };
      const submissions = [...record.submissions.filter((s) => s.by !== event.by), submission];
      if (agreeing) return confirmed({ ...record, submissions }, event.result, [agreeing.by, event.by]);
      return { ok: true, record: { ...record, status: 'drawn', submissions } };
    }
    case 'house-draw': {
      if (record.kind !== 'house') return refuse('only house draws are drawn by the house');
      if (record.status !== 'pending') return refuse(`cannot draw when ${record.status}`);
      const errors = validateDrawResult(record, event.result);
      if (errors.length > 0) return refuse(`invalid result: ${errors.join('; ')}`);
      const submission: Submission = { by: 'house', source: 'house', result: event.result, at: event.at };
      return confirmed({ ...record, submissions: [submission] }, event.result, ['house']);
    }
    case 'confirm': {
      if (record.status !== 'drawn') return refuse(`cannot confirm when ${record.status}`);
      const distinct = record.submissions.filter(
        (s, i) => record.submissions.findIndex((t) => sameResult(t.result, s.result)) === i,
      );
      if (distinct.length !== 1) return refuse('submissions disagree: enter the result again to settle which is right');
      const candidate = distinct[0]!;
      if (record.submissions.some((s) => s.by === event.by)) {
        return refuse('the operator who entered the result cannot confirm it');
      }
      return confirmed(record, candidate.result, [candidate.by, event.by]);
    }
    case 'settle':
      if (record.status !== 'confirmed') return refuse(`cannot settle when ${record.status}`);
      return { ok: true, record: { ...record, status: 'settled' } };
    case 'cancel':
      if (record.status === 'settled') return refuse('a settled draw is corrected, not cancelled');
      if (record.status === 'cancelled') return refuse('already cancelled');
      return { ok: true, record: { ...record, status: 'cancelled', cancelReason: event.reason } };
    case 'correct': {
      if (record.kind !== 'official') return refuse('house results are verifiable and never corrected');
      if (record.status !== 'settled') return refuse(`cannot correct when ${record.status}`);
      const errors = validateDrawResult(record, event.result);
      if (errors.length > 0) return refuse(`invalid result: ${errors.join('; ')}`);
      if (record.result && sameResult(record.result, event.result)) return refuse('the correction changes nothing');
      const submission: Submission = { by: event.by, source: 'operator', result: event.result, at: event.at };
      const { confirmedBy: _confirmedBy, ...rest } = record;
      return {
        ok: true,
        record: { ...rest, status: 'drawn', submissions: [submission], revision: record.revision + 1, resettle: true },
      };
    }
  }
};
