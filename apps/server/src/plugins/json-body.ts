import type { FastifyInstance } from 'fastify';

/**
 * The original portal's HTTP client (axios defaults, docs/api-observed.md §1) sends
 * `Content-Type: application/json` on every call, also on GET, DELETE and body-less POST. Fastify's
 * own JSON parser refuses an empty body with that header ("Body cannot be empty"), so such a client
 * could not even log out. An empty body is read as no body (the operation's schema then decides);
 * any other text goes through Fastify's parser, which keeps its prototype-poisoning checks.
 */
export const registerJsonBody = (app: FastifyInstance) => {
  const json = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    if (body === '') {
      done(null, undefined);
      return;
    }
    void json(req, String(body), done);
  });
};
