import type { ApprovalKind, ApprovalOutcome } from '@pagoda/contracts';

/** The operator behind a request or a decision. */
export type ApprovalActor = { merchantCode: string; operatorId: number; actor: string; ip: string };

/**
 * Carries out an approved (or below-threshold) request. It runs the change and writes its audit row in
 * one transaction; `checker` is null when no approval was needed.
 */
export type ApprovalExecutor = (
  payload: Record<string, unknown>,
  ctx: {
    maker: ApprovalActor;
    checker: ApprovalActor | null;
    /** The approval behind the run (null below the threshold): money executors key their posting on it. */
    approvalId: number | null;
  },
) => Promise<unknown>;

/**
 * Maker-checker. A domain registers an executor per kind at composition; its route calls `submit`,
 * which executes at once when the amount is under the brand's threshold for the kind, and otherwise
 * stores a PENDING approval that a second operator (never the maker) approves or rejects.
 */
export type ApprovalsPort = {
  register: (kind: ApprovalKind, executor: ApprovalExecutor) => void;
  submit: (input: {
    kind: ApprovalKind;
    maker: ApprovalActor;
    /** Minor units; kinds without an amount (channel and secret changes) always need approval. */
    amountMinor?: bigint;
    /** What it acts on, for the list and the audit log ("member:alice", "channel:12"). */
    target: string;
    /** One line a checker reads before deciding. */
    summary: string;
    payload: Record<string, unknown>;
  }) => Promise<ApprovalOutcome>;
};
