/**
 * Whitelabel module ids the portal and server consult (the tree of GET /wps/system/whitelabel, docs/api.md).
 * The tree is stored per merchant; `enabled` travels as the string "1" or "0".
 */
export const WhitelabelModule = {
  Homepage: 'HOMEPAGE',
  UsernameReg: 'USERNAMEREG3',
  MobileReg: 'MOBILENUMREG3',
  MobilePassReg: 'MOBILENUMPASSREG3',
  RegMobileVerify: 'REGMOBVERF3',
  MobileLogin: 'MOBILELOGIN3',
  MobileCodeLogin: 'MOBILEVERCODELOGIN3',
  FreePlay: 'FREEPLAY3',
  PasswordExpiryForce: 'PWDEXPFORCECHANGE3',
  ChangePassVerify: 'CHNGPASSVERIF3',
  LoginIpVerify: 'LOGINIPVERF3',
  /** Country-code picker editable / locked when binding a mobile. */
  UpdateMobileIcc: 'UPDATEMOBILEICC3',
  DisabledMobileIcc: 'DISABLEDMOBILEICC3',
  GoogleLogin: 'GOOGLELOGIN3',
  FacebookLogin: 'FACEBOOKLOGIN3',
  /** With a third-party login: "register new" is offered on bind_customer_required. */
  ThirdPartyRegister: 'FIREBASECREATEACC3',
  RewardCentre: 'REWCEN3',
  Inbox: 'INBOX3',
  PointsMall: 'PTSYS3',
  Deposit: 'DEPOSIT',
  Withdraw: 'WITHDRAW',
  Feedback: 'FEEDBACK3',
  TransferUpline: 'AGETRANSFERUP3',
  Referral: 'REFERRAL',
  LoginedToHomePage: 'LOGINEDTOHOMEPAGE',
  DirectRegister: 'DIRECTREG3',
  PaymentPassword: 'PAYMENTPASS3',
  LiveChat: 'CBS3',
  // Agents: the agent centre and its pages (docs/agents.md, ## Pages).
  AgentCentre: 'AGENTCENTER',
  AgentOverview: 'AGEPAG',
  AgentAnnouncement: 'AGENTANNOUNCE3',
  AgentRegisterCentre: 'REGCEN',
  AgentDownlines: 'DOWNMAN',
  AgentTeamBetting: 'TEAMBETTING3',
  AgentTeamPnl: 'AGETEAMPNL3',
  AgentRevenue: 'AGEREV3',
  AgentDownlineTransactions: 'AGEDOWNTRANS3',
  Dividend: 'DIVIDEND',
  DailySalary: 'DAYSAL',
  HourSalary: 'HOURSAL3',
  RealtimeSalary: 'RTSALARY3',
} as const;
export type WhitelabelModuleId = (typeof WhitelabelModule)[keyof typeof WhitelabelModule];

export type WhitelabelNode = {
  modId: string;
  enabled: '1' | '0';
  childrenNodes: WhitelabelNode[];
};

/**
 * UPDATEMOBILEICC3 / DISABLEDMOBILEICC3: binding a mobile may pick another
 * country code unless DISABLEDMOBILEICC3 is on or UPDATEMOBILEICC3 is off. A brand without
 * either module keeps the picker editable, as registration does.
 */
export const isMobileIccLocked = (modules: Record<string, boolean | undefined>): boolean =>
  Boolean(modules[WhitelabelModule.DisabledMobileIcc]) || modules[WhitelabelModule.UpdateMobileIcc] === false;

/** Recursive flattening: map[modId] = enabled === "1". A disabled parent disables its subtree. */
export const flattenWhitelabel = (root: WhitelabelNode | null | undefined): Record<string, boolean> => {
  const out: Record<string, boolean> = {};
  const walk = (node: WhitelabelNode, parentOn: boolean) => {
    const on = parentOn && node.enabled === '1';
    out[node.modId] = on;
    for (const child of node.childrenNodes) walk(child, on);
  };
  if (root) walk(root, true);
  return out;
};

/**
 * The brand's identity as the portal draws it: its name, a logo per theme and the square mark, and the dialling
 * code a phone field starts with. An empty logo means the brand has none: the portal writes the name instead.
 * (Plain types: this module is in the portal's first bundle, which stays free of zod; the schema is in
 * operations/system/shapes.ts.)
 */
export type BrandIdentity = {
  name: string;
  logo: { light: string; dark: string; mark: string };
  defaultDialingCode: string;
};

/** The brand resources (per merchant, like the app links) that hold its logos; they are not listed as links. */
export const BRAND_LOGO_RESOURCES = { light: 'LOGO', dark: 'LOGO_DARK', mark: 'LOGO_MARK' } as const;
