/**
 * Whitelabel module ids the portal and server consult (spec §6, api-observed §3.1).
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
  /** Country-code picker editable / locked when binding a mobile (api-observed §3.1). */
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
} as const;
export type WhitelabelModuleId = (typeof WhitelabelModule)[keyof typeof WhitelabelModule];

export type WhitelabelNode = {
  modId: string;
  enabled: '1' | '0';
  childrenNodes: WhitelabelNode[];
};

/**
 * UPDATEMOBILEICC3 / DISABLEDMOBILEICC3 (api-observed §3.1): binding a mobile may pick another
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
