/**
 * The back office's permission catalogue. Every operator call names exactly one permission, checked
 * on the server; the back-office UI hides what the operator's permissions do not allow. Built-in roles
 * are fixed sets of these; custom roles are any subset an ADMIN builds.
 */
export const OPERATOR_PERMISSIONS = [
  'dashboard.read',
  // Members: read the profile (no payment data), act on the account (lock, notes, labels, VIP, sessions).
  'members.read',
  'members.write',
  // Payment data: deposit and withdrawal orders, payout accounts, receipts and proofs.
  'payments.read',
  // Approve or reject deposits and withdrawals; mark withdrawals paid; resolve disputes.
  'payments.review',
  // Manual credits, debits and bonus grants (maker-checker above the threshold).
  'money.adjust',
  'ledger.audit',
  'channels.read',
  'channels.write',
  'approvals.read',
  // Decide on another operator's request; the decider also needs the permission the request needs.
  'approvals.decide',
  'content.read',
  'content.write',
  'config.read',
  'config.write',
  'games.read',
  'games.write',
  'vendors.read',
  'vendors.write',
  // Vendor secrets are rotated under maker-checker, never shown.
  'vendors.secrets',
  'reports.read',
  'operators.read',
  'operators.write',
  'audit.read',
  // Promotions: read bonus grants and settings; waive, forfeit and change the wagering settings.
  'bonus.read',
  'bonus.manage',
  // Promotions: read the catalogue and reports, edit and publish, review applications.
  'promotions.read',
  'promotions.write',
  'promotions.review',
  // Promotions: missions, leaderboards, red-envelope schedules and raffles.
  'engagement.read',
  'engagement.write',
  // Agents: the agent tree browser and team figures.
  'agents.read',
  // Agents: contract templates and limits, top-level offers, bills; run and replay settlements.
  'agents.contracts.read',
  'agents.contracts.write',
  'agents.settlement.run',
  // Lottery (a vendor's operations API): draws, results, liability and reports; enter and confirm results
  // (maker-checker: never both on one draw); odds, limits and voiding a draw.
  'lottery.read',
  'lottery.results',
  'lottery.manage',
] as const;
export type OperatorPermission = (typeof OPERATOR_PERMISSIONS)[number];

export const BUILTIN_OPERATOR_ROLES = ['ADMIN', 'FINANCE', 'SUPPORT', 'CONTENT', 'RISK'] as const;
export type BuiltinOperatorRole = (typeof BUILTIN_OPERATOR_ROLES)[number];

/**
 * The permission matrix of the built-in roles. SUPPORT never moves money; CONTENT never sees payment
 * data (no payments.*, channels.*, money.*, reports or dashboard money figures).
 */
export const BUILTIN_ROLE_PERMISSIONS: Record<BuiltinOperatorRole, readonly OperatorPermission[]> = {
  ADMIN: OPERATOR_PERMISSIONS,
  FINANCE: [
    'dashboard.read',
    'members.read',
    'payments.read',
    'payments.review',
    'money.adjust',
    'ledger.audit',
    'channels.read',
    'channels.write',
    'approvals.read',
    'approvals.decide',
    'reports.read',
    'games.read',
    'vendors.read',
    'bonus.read',
    'bonus.manage',
    'promotions.read',
    'promotions.review',
    'agents.read',
    // Finance follows what agents are paid and checks dividend approvals (which need settlement.run); terms stay ADMIN's.
    'agents.contracts.read',
    'agents.settlement.run',
    // Finance is the operations desk for lottery results: one operator enters, another confirms.
    'lottery.read',
    'lottery.results',
  ],
  SUPPORT: [
    'dashboard.read',
    'members.read',
    'members.write',
    'payments.read',
    'content.read',
    'games.read',
    'bonus.read',
    'agents.read',
  ],
  CONTENT: [
    'content.read',
    'content.write',
    'games.read',
    'games.write',
    'config.read',
    'vendors.read',
    'promotions.read',
    'promotions.write',
  ],
  RISK: [
    'dashboard.read',
    'members.read',
    'members.write',
    'payments.read',
    'ledger.audit',
    'approvals.read',
    'reports.read',
    'config.read',
    'audit.read',
    'vendors.read',
    'games.read',
    'bonus.read',
    'promotions.read',
    'engagement.read',
    'agents.read',
    // Risk watches the lottery's liability per number and its reports; odds stay ADMIN's.
    'lottery.read',
  ],
};

/** What goes through maker-checker, and the permission a maker and a checker both need for it. */
export const APPROVAL_KINDS = [
  'money.adjust',
  'bonus.grant',
  'withdrawal.pay',
  'channel.change',
  'vendor.secret',
  'bonus.waive',
  'promotion.issue',
  'agent.dividend',
] as const;
export type ApprovalKind = (typeof APPROVAL_KINDS)[number];
export const APPROVAL_KIND_PERMISSION: Record<ApprovalKind, OperatorPermission> = {
  'money.adjust': 'money.adjust',
  'bonus.grant': 'money.adjust',
  'withdrawal.pay': 'payments.review',
  'channel.change': 'channels.write',
  'vendor.secret': 'vendors.secrets',
  'bonus.waive': 'bonus.manage',
  'promotion.issue': 'promotions.review',
  'agent.dividend': 'agents.settlement.run',
};
