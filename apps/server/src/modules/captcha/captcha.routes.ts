import { getCaptcha } from '@pagoda/contracts';
import type { FastifyInstance } from 'fastify';
import { CAPTCHA_COOKIE, secureAttribute } from '../../lib/cookies.js';
import { registerOperation } from '../../lib/route.js';
import type { ModuleOptions } from '../../services.js';

export const captchaPlugin = async (app: FastifyInstance, { services, config }: ModuleOptions) => {
  const { captcha } = services;
  const secureCookies = config.NODE_ENV === 'production';
  registerOperation(
    app,
    getCaptcha,
    async ({ req, reply }) => {
      const issued = await captcha.issue();
      const cookie = [
        `${CAPTCHA_COOKIE}=${issued.id}`,
        'Path=/wps',
        'HttpOnly',
        'SameSite=Strict',
        `Max-Age=${issued.maxAgeSeconds}`,
        ...secureAttribute(req, secureCookies),
      ].join('; ');
      reply.header('set-cookie', cookie).header('cache-control', 'no-store');
      return issued.image;
    },
    { perMinute: 30 },
  );
};
