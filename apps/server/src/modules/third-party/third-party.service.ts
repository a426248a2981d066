import { randomInt } from 'node:crypto';
import type {
  LoginValue,
  OperationParsedBody,
  ThirdPartyProvider,
  thirdPartyBind,
  thirdPartyRegister,
} from '@pagoda/contracts';
import { ErrorCode, THIRD_PARTY_PROVIDERS, WhitelabelModule } from '@pagoda/contracts';
import type { Db, DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { randomToken, sha256Hex } from '../../lib/secrets.js';
import type { AccountServices } from '../accounts/accounts.service.js';
import type { LoginMeta } from '../accounts/login.service.js';
import { isUniqueViolation, type MembersRepository, membersRepository } from '../accounts/members.repository.js';
import type { MemberRow } from '../accounts/members.repository.js';
import type { BrandConfig } from '../brand/brand-config.js';
import { createOidcClients, oidc } from './oidc-client.js';
import { presentBindRequired, presentProviders } from './third-party.presenter.js';
import { type ThirdPartyLoginRow, type ThirdPartyRepository, thirdPartyRepository } from './third-party.repository.js';

export type ThirdPartyService = ReturnType<typeof createThirdPartyService>;

const MODULE: Record<ThirdPartyProvider, string> = {
  GOOGLE: WhitelabelModule.GoogleLogin,
  FACEBOOK: WhitelabelModule.FacebookLogin,
};
/** The provider's sign-in page must be finished within this time. */
const STATE_MINUTES = 10;
/** A linked identity's ticket is exchanged by the portal at once. */
const LOGIN_TICKET_SECONDS = 120;
/** Time to choose "log in to an existing account" or "register new". */
const BIND_TICKET_MINUTES = 10;
const MAX_BIND_FAILURES = 5;

const claimString = (v: unknown, max: number) => (typeof v === 'string' && v.trim() ? v.trim().slice(0, max) : null);

/** A username from the e-mail or name that fits the brand's username rule as far as possible. */
const suggestUsername = (brand: BrandConfig, email: string | null, name: string | null) => {
  const rule = brand.register.username;
  const min = Math.max(rule?.minLength ?? 6, 1);
  const max = Math.max(rule?.maxLength ?? 13, min);
  let base = (email?.split('@')[0] ?? name ?? '').toLowerCase().replace(/[^a-z0-9]/g, '');
  base = base.replace(/^[0-9]+/, '') || 'player';
  const digits = String(randomInt(100, 1000));
  base = base.slice(0, Math.max(max - digits.length, 1));
  let out = base + digits;
  while (out.length < min) out += String(randomInt(0, 10));
  return out.slice(0, max);
};

/**
 * Third-party one-click login (Google, Facebook) by OpenID Connect: authorization code flow
 * with PKCE, state and nonce, done on the server. The portal only ever holds one-time tickets;
 * sessions are opened by the accounts service exactly as for any other login.
 */
export const createThirdPartyService = (
  db: Db,
  deps: {
    accounts: Pick<AccountServices, 'login' | 'registration'>;
    members?: Pick<MembersRepository, 'findById'>;
    thirdParty?: ThirdPartyRepository;
  },
) => {
  const members = deps.members ?? membersRepository;
  const thirdParty = deps.thirdParty ?? thirdPartyRepository;
  const clients = createOidcClients();

  const providerOf = (brand: BrandConfig, provider: ThirdPartyProvider) => {
    const row = brand.oidcProviders.find((p) => p.provider === provider);
    return brand.modules[MODULE[provider]] && row ? row : null;
  };
  const requireProvider = (brand: BrandConfig, provider: ThirdPartyProvider) => {
    const row = providerOf(brand, provider);
    if (!row) throw new AppError(ErrorCode.FunctionDisabled);
    return row;
  };
  const registerNew = (brand: BrandConfig) => Boolean(brand.modules[WhitelabelModule.ThirdPartyRegister]);

  const configuration = async (brand: BrandConfig, provider: ThirdPartyProvider) => {
    try {
      return await clients.configuration(requireProvider(brand, provider));
    } catch (err) {
      if (err instanceof AppError) throw err;
      throw new AppError(ErrorCode.ServiceUnavailable, `The ${provider} sign-in service cannot be reached.`);
    }
  };

  /** A live ticket of this brand, of the wanted kind, whose provider is still switched on. */
  const ticketRow = async (brand: BrandConfig, ticket: string, kind?: 'LOGIN' | 'BIND') => {
    const row = await thirdParty.findTicket(db, sha256Hex(ticket), new Date());
    if (!row || row.merchantCode !== brand.merchant.code || (kind && row.ticketKind !== kind))
      throw new AppError(ErrorCode.OauthTicketInvalid);
    requireProvider(brand, row.provider as ThirdPartyProvider);
    return row;
  };

  /** Spends the ticket and links the identity to the member, inside the login transaction. */
  const linkWithin = (row: ThirdPartyLoginRow) => async (tx: DbOrTx, member: MemberRow) => {
    if (!(await thirdParty.spendTicket(tx, row.id, new Date()))) throw new AppError(ErrorCode.OauthTicketInvalid);
    try {
      await thirdParty.insertIdentity(tx, {
        merchantCode: row.merchantCode,
        provider: row.provider,
        subject: row.subject!,
        memberId: member.id,
        email: row.email,
        lastLoginAt: new Date(),
      });
    } catch (err) {
      // Linked meanwhile by a parallel call (the same identity, or another one to this member).
      if (isUniqueViolation(err)) throw new AppError(ErrorCode.OauthIdentityExists);
      throw err;
    }
  };

  const method = (row: ThirdPartyLoginRow, how: string) => `${how}-${row.provider.toLowerCase()}`;

  const service = {
    /** Buttons the portal may show: module on and provider configured. */
    providers: (brand: BrandConfig) =>
      presentProviders(
        THIRD_PARTY_PROVIDERS.filter((p) => providerOf(brand, p)),
        registerNew(brand),
      ),

    /**
     * Starts a login: remembers state, nonce and PKCE verifier (hashed state) and returns the
     * provider URL plus a browser secret for an HttpOnly cookie that the callback must present.
     */
    start: async (brand: BrandConfig, provider: ThirdPartyProvider, redirectUri: string) => {
      const config = await configuration(brand, provider);
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      const codeVerifier = oidc.randomPKCECodeVerifier();
      const browserSecret = randomToken();
      const now = new Date();
      await thirdParty.purgeOld(db, new Date(now.getTime() - 86_400_000));
      await thirdParty.insertLogin(db, {
        merchantCode: brand.merchant.code,
        provider,
        stateHash: sha256Hex(state),
        browserHash: sha256Hex(browserSecret),
        codeVerifier,
        nonce,
        createdAt: now,
        expiresAt: new Date(now.getTime() + STATE_MINUTES * 60_000),
      });
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        response_type: 'code',
        state,
        nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
      });
      return { url: url.href, browserSecret };
    },

    /**
     * The provider's redirect back: spends the state (once, same browser, same brand),
     * exchanges the code and verifies the ID token, then issues a one-time ticket: LOGIN when
     * the identity is linked to a member, BIND when it must be linked or registered first.
     */
    callback: async (
      brand: BrandConfig,
      currentUrl: URL,
      browserSecret: string | undefined,
      log: { warn: (obj: object, msg: string) => void },
    ) => {
      const state = currentUrl.searchParams.get('state');
      if (!state || state.length > 512) throw new AppError(ErrorCode.OauthStateInvalid);
      const row = await thirdParty.takeState(db, sha256Hex(state), new Date());
      if (
        !row ||
        row.merchantCode !== brand.merchant.code ||
        !browserSecret ||
        sha256Hex(browserSecret) !== row.browserHash
      )
        throw new AppError(ErrorCode.OauthStateInvalid);
      if (currentUrl.searchParams.has('error')) throw new AppError(ErrorCode.OauthFailed);
      const provider = row.provider as ThirdPartyProvider;
      const config = await configuration(brand, provider);
      let claims: oidc.IDToken;
      try {
        const tokens = await oidc.authorizationCodeGrant(config, currentUrl, {
          pkceCodeVerifier: row.codeVerifier,
          expectedState: state,
          expectedNonce: row.nonce,
          idTokenExpected: true,
        });
        claims = tokens.claims()!;
      } catch (err) {
        // The message only: responses may echo request parameters, never the client secret.
        log.warn({ provider, reason: err instanceof Error ? err.message : 'unknown' }, 'third-party login refused');
        throw new AppError(ErrorCode.OauthFailed);
      }
      const subject = claimString(claims.sub, 255);
      if (!subject) throw new AppError(ErrorCode.OauthFailed);
      // An address the provider says is unverified is not kept; e-mails never link accounts.
      const email = claims.email_verified === false ? null : claimString(claims.email, 255);
      const name = claimString(claims.name, 100);
      const identity = await thirdParty.findIdentity(db, brand.merchant.code, provider, subject);
      const ticket = randomToken();
      const now = Date.now();
      await thirdParty.setTicket(db, row.id, {
        ticketHash: sha256Hex(ticket),
        ticketKind: identity ? 'LOGIN' : 'BIND',
        ticketExpiresAt: new Date(now + (identity ? LOGIN_TICKET_SECONDS * 1000 : BIND_TICKET_MINUTES * 60_000)),
        subject,
        email,
        name,
        memberId: identity?.memberId ?? null,
      });
      return ticket;
    },

    /** Exchanges a ticket: a session for a linked identity, else bind_customer_required. */
    login: async (brand: BrandConfig, ticket: string, meta: LoginMeta): Promise<LoginValue> => {
      const row = await ticketRow(brand, ticket);
      if (row.ticketKind === 'BIND') {
        const value = presentBindRequired(row, suggestUsername(brand, row.email, row.name), registerNew(brand));
        throw new AppError(ErrorCode.BindCustomerRequired, undefined, value);
      }
      const member = row.memberId ? await members.findById(db, row.memberId) : null;
      if (!member || member.merchantCode !== brand.merchant.code) throw new AppError(ErrorCode.OauthTicketInvalid);
      return deps.accounts.login.thirdPartySession(brand, member, meta, method(row, 'oidc'), async (tx) => {
        const now = new Date();
        if (!(await thirdParty.spendTicket(tx, row.id, now))) throw new AppError(ErrorCode.OauthTicketInvalid);
        await thirdParty.touchIdentity(tx, row.merchantCode, row.provider, row.subject!, now);
      });
    },

    /** "Log in to an existing account": the password proves the account, then the identity is linked. */
    bind: async (brand: BrandConfig, body: OperationParsedBody<typeof thirdPartyBind>, meta: LoginMeta) => {
      const row = await ticketRow(brand, body.ticket, 'BIND');
      let member: MemberRow;
      try {
        member = await deps.accounts.login.checkPassword(brand, body, meta);
      } catch (err) {
        if (err instanceof AppError && err.code === ErrorCode.LoginFailed)
          await thirdParty.failBind(db, row.id, MAX_BIND_FAILURES, new Date());
        throw err;
      }
      if (await thirdParty.findMemberIdentity(db, member.id, row.provider))
        throw new AppError(ErrorCode.OauthIdentityExists);
      return deps.accounts.login.thirdPartySession(brand, member, meta, method(row, 'oidc-bind'), (tx) =>
        linkWithin(row)(tx, member),
      );
    },

    /** "Register new" (FIREBASECREATEACC3): a member from the verified identity, then logged in. */
    register: async (brand: BrandConfig, body: OperationParsedBody<typeof thirdPartyRegister>, meta: LoginMeta) => {
      if (!registerNew(brand)) throw new AppError(ErrorCode.FunctionDisabled);
      const { ticket, ...fields } = body;
      const row = await ticketRow(brand, ticket, 'BIND');
      return deps.accounts.registration.registerThirdParty(
        brand,
        { ...fields, email: fields.email ?? row.email, nickname: row.name },
        meta,
        method(row, 'oidc-register'),
        linkWithin(row),
      );
    },
  };
  return {
    ...service,
    /**
     * The callback's answer for the portal, whatever happens: `oauth=<ticket>`, or
     * `oauthError=<code>`; a failure that is not an AppError is logged and answers InternalError.
     * It travels in the URL fragment, never sent to a server nor in a Referer.
     */
    callbackFragment: async (
      brand: BrandConfig,
      currentUrl: URL,
      browserSecret: string | undefined,
      log: { warn: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void },
    ) => {
      try {
        return `oauth=${await service.callback(brand, currentUrl, browserSecret, log)}`;
      } catch (err) {
        if (!(err instanceof AppError)) log.error({ err }, 'third-party callback failed');
        const code = err instanceof AppError ? err.code : ErrorCode.InternalError;
        return `oauthError=${encodeURIComponent(code)}`;
      }
    },
  };
};
