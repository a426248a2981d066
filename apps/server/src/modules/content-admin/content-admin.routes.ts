import {
  CONTENT_IMAGE_MAX_BYTES,
  ErrorCode,
  operatorContentChannels,
  operatorContentCreateAnnouncement,
  operatorContentCreateHelp,
  operatorContentDeleteAnnouncement,
  operatorContentDeleteHelp,
  operatorContentHelpTree,
  operatorContentLinks,
  operatorContentListAnnouncements,
  operatorContentReorderAnnouncements,
  operatorContentReorderHelp,
  operatorContentSanitize,
  operatorContentSaveChannels,
  operatorContentSaveLinks,
  operatorContentSetAnnouncementEnabled,
  operatorContentUpdateAnnouncement,
  operatorContentUpdateHelp,
  operatorContentUploadImage,
} from '@pagoda/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import type { ModuleOptions } from '../../services.js';
import { actorOf, registerOperatorOperation } from '../operators/operator-route.js';
import { CONTENT_IMAGE_PATH } from './content-admin.service.js';

/** The back office's content calls (content.read / content.write), and the public banner images they upload. */
export const contentAdminPlugin = async (app: FastifyInstance, { services: s }: ModuleOptions) => {
  const content = s.contentAdmin;
  const by = (req: FastifyRequest) => {
    const { actor, ip } = actorOf(req);
    return { actor, ip };
  };
  const brandOf = (req: FastifyRequest) => req.ctx.brand;
  const codeOf = (req: FastifyRequest) => req.ctx.brand.merchant.code;
  const reg = <O extends Parameters<typeof registerOperatorOperation>[2]>(
    op: O,
    handler: Parameters<typeof registerOperatorOperation<O>>[3],
    options?: Parameters<typeof registerOperatorOperation<O>>[4],
  ) => registerOperatorOperation(app, s.operators, op, handler, options);

  reg(operatorContentListAnnouncements, ({ req, query }) => content.listAnnouncements(codeOf(req), query));
  reg(operatorContentCreateAnnouncement, ({ req, body }) => content.createAnnouncement(brandOf(req), by(req), body));
  reg(operatorContentUpdateAnnouncement, ({ req, body }) => content.updateAnnouncement(brandOf(req), by(req), body));
  reg(operatorContentSetAnnouncementEnabled, ({ req, body }) =>
    content.setAnnouncementEnabled(brandOf(req), by(req), body.id, body.enabled),
  );
  reg(operatorContentReorderAnnouncements, ({ req, body }) =>
    content.reorderAnnouncements(brandOf(req), by(req), body),
  );
  reg(operatorContentDeleteAnnouncement, ({ req, body }) => content.deleteAnnouncement(brandOf(req), by(req), body.id));
  reg(operatorContentSanitize, async ({ body }) => content.sanitize(body.html));
  reg(operatorContentUploadImage, ({ req, body }) => content.uploadImage(codeOf(req), by(req), body.dataUrl), {
    bodyLimit: Math.ceil((CONTENT_IMAGE_MAX_BYTES * 4) / 3) + 4096,
    perMinute: 30,
  });

  reg(operatorContentHelpTree, ({ req }) => content.helpTree(codeOf(req)));
  reg(operatorContentCreateHelp, ({ req, body }) => content.createHelp(brandOf(req), by(req), body));
  reg(operatorContentUpdateHelp, ({ req, body }) => content.updateHelp(brandOf(req), by(req), body));
  reg(operatorContentReorderHelp, ({ req, body }) =>
    content.reorderHelp(brandOf(req), by(req), body.parentId, body.ids),
  );
  reg(operatorContentDeleteHelp, ({ req, body }) => content.deleteHelp(brandOf(req), by(req), body.id));

  reg(operatorContentLinks, ({ req }) => content.links(codeOf(req)));
  reg(operatorContentSaveLinks, ({ req, body }) => content.saveLinks(brandOf(req), by(req), body.list));
  reg(operatorContentChannels, ({ req }) => content.channels(codeOf(req)));
  reg(operatorContentSaveChannels, ({ req, body }) => content.saveChannels(brandOf(req), by(req), body.list));

  /** Banner art for the portal: public, named by its content hash, so cached for a year. */
  app.get(
    `${CONTENT_IMAGE_PATH}/:name`,
    {
      schema: { hide: true, params: z.object({ name: z.string().max(80) }) },
      config: { openWhenClosed: true },
    },
    async (req, reply) => {
      const image = await content.image(codeOf(req), (req.params as { name: string }).name);
      if (!image) throw new AppError(ErrorCode.NotFound);
      return reply
        .header('content-type', image.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(image.data);
    },
  );
};
