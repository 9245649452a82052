import * as z from 'zod';
import { claimSchema, knownClaims } from '../claims';
import { defineRoute, type RouteDefinition } from './route';
import {
  createDocumentBodySchema,
  documentFileQuerySchema,
  documentIdParamsSchema,
  documentUploadSchema,
} from './schemas/documents';
import { siteConfigEntrySchema, trackLoginBodySchema, trackLoginResultSchema } from './schemas/users';
import { adminRoutes } from './routes/admin';
import { assetRoutes } from './routes/assets';
import { campaignRoutes } from './routes/campaigns';
import { communicationRoutes } from './routes/communication';
import { deliveryRoutes } from './routes/delivery';
import { jobRoutes } from './routes/jobs';
import { programRoutes } from './routes/programs';
import { promoCodeRoutes } from './routes/promoCodes';
import { reportRoutes } from './routes/reports';
import { referenceRoutes } from './routes/reference';
import { retailerRoutes } from './routes/retailers';
import { userAdminRoutes } from './routes/userAdmin';

/**
 * The route contract: every API route of the product. Functions dispatch and validate from it, the CDK API
 * stack creates its routes from it, the local gateway serves it, the web client calls it by name, and the
 * contract tests enumerate it. A route missing here does not exist.
 */
export const routes = {
  health: defineRoute({
    method: 'GET',
    path: 'health',
    family: 'system',
    access: 'public',
    response: z.object({ status: z.literal('ok'), time: z.string() }),
    summary: 'Liveness of the API and its table.',
  }),
  'users.claims': defineRoute({
    method: 'GET',
    path: 'users/claims',
    family: 'users',
    access: 'account',
    response: z.array(claimSchema),
    summary: "The signed-in user's claims, from the roles (Cognito groups) they belong to.",
  }),
  'users.siteconfig': defineRoute({
    method: 'GET',
    path: 'users/siteconfig',
    family: 'users',
    access: 'account',
    response: z.array(siteConfigEntrySchema),
    summary: 'Site configuration flags that switch sections on and rename labels.',
  }),
  'users.tracklogin': defineRoute({
    method: 'POST',
    path: 'users/tracklogin',
    family: 'users',
    access: 'account',
    body: trackLoginBodySchema,
    response: trackLoginResultSchema,
    summary: 'Records a login (type 1) or logout (type 2) of the signed-in user.',
  }),
  'documents.create': defineRoute({
    method: 'POST',
    path: 'documents',
    family: 'documents',
    access: knownClaims.uploadDocument,
    body: createDocumentBodySchema,
    response: documentUploadSchema,
    summary: 'A presigned upload (PUT) for a server-made key; 413 above 50 MB.',
  }),
  'documents.file': defineRoute({
    method: 'GET',
    path: 'documents/{id}/file',
    family: 'documents',
    access: 'signed-in',
    params: documentIdParamsSchema,
    query: documentFileQuerySchema,
    response: 'redirect',
    summary: 'Redirects to a short-lived presigned GET of the document.',
  }),
  ...userAdminRoutes,
  ...adminRoutes,
  ...retailerRoutes,
  ...referenceRoutes,
  ...programRoutes,
  ...jobRoutes,
  ...campaignRoutes,
  ...promoCodeRoutes,
  ...reportRoutes,
  ...assetRoutes,
  ...communicationRoutes,
  ...deliveryRoutes,
} satisfies Record<string, RouteDefinition>;

export type RouteName = keyof typeof routes;
export type NamedRoute = RouteDefinition & { name: RouteName };
export const routeList: NamedRoute[] = Object.entries(routes).map(([name, route]) => ({ name: name as RouteName, ...route }));
