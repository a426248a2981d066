import {
  getThirdPartyProviders,
  THIRD_PARTY_CALLBACK_PATH,
  thirdPartyBind,
  thirdPartyLogin,
  thirdPartyRegister,
} from '@pagoda/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { CAPTCHA_COOKIE, readCookie, secureAttribute } from '../../lib/cookies.js';
import { registerOperation } from '../../lib/route.js';
import type { ModuleOptions } from '../../services.js';

/** Ties the provider's redirect back to the browser that started the login. */
const BROWSER_COOKIE = 'pagoda_oidc';
const COOKIE_PATH = '/wps/session/oauth';

const meta = (req: FastifyRequest) => ({
  ip: req.ctx.ip,
  device: String(req.headers['device'] ?? 'web'),
  captchaId: readCookie(req.headers.cookie, CAPTCHA_COOKIE),
});

const origin = (req: FastifyRequest) => `${req.protocol}://${req.host}`;

const browserCookie = (req: FastifyRequest, value: string, maxAge: number) =>
  [
    `${BROWSER_COOKIE}=${value}`,
    `Path=${COOKIE_PATH}`,
    'HttpOnly',
    // Lax: the provider's redirect back is a top-level navigation from another site.
    'SameSite=Lax',
    `Max-Age=${maxAge}`,
    ...secureAttribute(req),
  ].join('; ');

/** Navigations carry codes and tickets: keep them out of caches and Referer headers. */
const redirect = (reply: FastifyReply, url: string) =>
  reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').redirect(url, 302);

export const thirdPartyPlugin = async (app: FastifyInstance, { services }: ModuleOptions) => {
  const { thirdParty } = services;
  registerOperation(app, getThirdPartyProviders, async ({ req }) => thirdParty.providers(req.ctx.brand));
  registerOperation(app, thirdPartyLogin, ({ req, body }) => thirdParty.login(req.ctx.brand, body.ticket, meta(req)), {
    perMinute: 20,
  });
  registerOperation(app, thirdPartyBind, ({ req, body }) => thirdParty.bind(req.ctx.brand, body, meta(req)), {
    encrypted: true,
    perMinute: 20,
  });
  registerOperation(app, thirdPartyRegister, ({ req, body }) => thirdParty.register(req.ctx.brand, body, meta(req)), {
    encrypted: true,
    perMinute: 10,
  });

  // Browser navigations, not envelope calls: they answer with redirects (docs/api.md).
  app.get(
    '/wps/session/oauth/:provider/start',
    {
      schema: { hide: true, params: z.object({ provider: z.enum(['google', 'facebook']) }) },
      config: { rateLimit: { max: 20, timeWindow: 60_000 } },
    },
    async (req, reply) => {
      const provider = (req.params as { provider: 'google' | 'facebook' }).provider.toUpperCase() as
        'GOOGLE' | 'FACEBOOK';
      const { url, browserSecret } = await thirdParty.start(
        req.ctx.brand,
        provider,
        origin(req) + THIRD_PARTY_CALLBACK_PATH,
      );
      reply.header('set-cookie', browserCookie(req, browserSecret, 600));
      return redirect(reply, url);
    },
  );

  /**
   * The provider sends the browser back here. Whatever happens, the portal gets a one-time
   * ticket or an error code in the URL fragment (never sent to a server, never in a Referer).
   */
  app.get(
    THIRD_PARTY_CALLBACK_PATH,
    { schema: { hide: true }, config: { rateLimit: { max: 30, timeWindow: 60_000 } } },
    async (req, reply) => {
      reply.header('set-cookie', browserCookie(req, '', 0));
      const fragment = await thirdParty.callbackFragment(
        req.ctx.brand,
        new URL(req.url, origin(req)),
        readCookie(req.headers.cookie, BROWSER_COOKIE),
        req.log,
      );
      return redirect(reply, `/#${fragment}`);
    },
  );
};
