import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { roomsList, vendorManifest } from './catalogue.schema';
import type { CatalogueService } from './catalogue.service';

/** The vendor manifest and the PvP rooms' occupancy: public documents the platform reads. */
export const catalogueRoutes = (app: FastifyInstance, catalogue: CatalogueService) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/vendor-manifest.json', { schema: { response: { 200: vendorManifest } } }, async () => catalogue.manifest());
  r.get('/rooms.json', { schema: { response: { 200: roomsList } } }, async () => catalogue.rooms());
};
