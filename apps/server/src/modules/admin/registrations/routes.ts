import {
  bulkStatusChangeSchema,
  bulkStatusResultSchema,
  settableRegistrationStatusSchema,
  correctionRequestSchema,
  adminRegistrationDetailSchema,
  adminRegistrationListQuerySchema,
  adminRegistrationListSchema,
  adminRegistrationPatchSchema,
  documentFieldSchema,
  documentReplacementRequestSchema,
  isNikFormat,
  personalDataRevealRequestSchema,
  personalDataRevealSchema,
  roleMay,
  registrationAuditSchema,
  signedFileUrlSchema,
} from '@toko/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registrations } from '../../../db/schema';
import { pagedList } from '../../../lib/paged-list';
import type { AdminListOptions } from '../admin-list-options';
import { sendOutcome } from '../../idempotency/send-outcome';
import { changeStatuses } from '../bulk-status-change';
import { requireAdmin } from '../../auth/require-admin';
import { EXPORT_FORMATS, sendListExport } from '../send-list-export';
import { REGISTRATION_EXPORT_COLUMNS } from './registration-export-columns';
import {
  deleteRegistration,
  editRegistration,
  registrationAudits,
  registrationDetail,
  registrationDocumentLink,
  documentVersionLink,
  replaceRegistrationDocument,
} from './registration-service';
import { toListItem } from './registration-views';
import { registrationsWithNik } from './registrations-with-nik';
import { revealPersonalData } from './reveal-personal-data';
import { requestCorrection } from '../../corrections/request-correction';

const idParams = z.object({ id: z.uuid() });
const documentParams = idParams.extend({ field: documentFieldSchema });
const documentQuery = z.object({ purpose: z.enum(['preview', 'download']).default('preview') });

/**
 * The admin's registrations: list, export, detail with history (the personal data masked, one
 * audited reveal at a time), status change and edit (audited with the change), soft delete, and
 * the documents (300 s links signed for roles that may see them, replacement). The
 * routes parse and answer; `registration-service.ts` does the work.
 */
export const adminRegistrationRoutes: FastifyPluginAsyncZod<AdminListOptions> = async (
  app,
  { memory, exportLimits },
) => {
  const { db } = app.deps.database;

  app.get(
    '/registrations',
    {
      config: { access: 'registrations.read' },
      schema: {
        querystring: adminRegistrationListQuerySchema,
        response: { 200: adminRegistrationListSchema },
      },
    },
    async (request) => {
      const admin = await requireAdmin(request);
      const nik = request.query.q?.trim();
      const page =
        nik && isNikFormat(nik) && admin.role && roleMay(admin.role, 'personalData.reveal')
          ? await registrationsWithNik(db, request.query, nik)
          : await pagedList(db, { table: registrations, query: request.query, memory });
      return { ...page, items: page.items.map(toListItem) };
    },
  );

  for (const format of EXPORT_FORMATS) {
    app.get(
      `/registrations/export.${format}`,
      {
        config: { access: 'registrations.export' },
        schema: { querystring: adminRegistrationListQuerySchema },
      },
      async (request, reply) => {
        const admin = await requireAdmin(request);
        const exported = {
          adminUserId: admin.id,
          name: 'registrations',
          table: registrations,
          query: request.query,
          columns: REGISTRATION_EXPORT_COLUMNS,
          now: app.deps.now(),
        } as const;
        return sendListExport(app.deps.database, reply, format, exported, exportLimits);
      },
    );
  }

  app.post(
    '/registrations/bulk-status',
    {
      config: { access: 'registrations.status' },
      schema: {
        body: bulkStatusChangeSchema(settableRegistrationStatusSchema),
        response: { 200: bulkStatusResultSchema },
      },
    },
    async (request) => {
      const admin = await requireAdmin(request);
      return changeStatuses(app.deps, admin.id, { kind: 'registration', ...request.body });
    },
  );

  app.get(
    '/registrations/:id',
    {
      config: { access: 'registrations.read' },
      schema: { params: idParams, response: { 200: adminRegistrationDetailSchema } },
    },
    (request) => registrationDetail(app.deps, request.params.id),
  );

  app.get(
    '/registrations/:id/audits',
    {
      config: { access: 'registrations.read' },
      schema: { params: idParams, response: { 200: z.array(registrationAuditSchema) } },
    },
    (request) => registrationAudits(app.deps, request.params.id),
  );

  app.post(
    '/registrations/:id/reveal',
    {
      config: { access: 'personalData.reveal' },
      schema: {
        params: idParams,
        body: personalDataRevealRequestSchema,
        response: { 200: personalDataRevealSchema },
      },
    },
    async (request) => {
      const admin = await requireAdmin(request);
      return revealPersonalData(app.deps, admin.id, request.params.id, request.body.field);
    },
  );

  app.patch(
    '/registrations/:id',
    {
      config: { access: 'registrations.edit' },
      schema: {
        params: idParams,
        body: adminRegistrationPatchSchema,
        response: { 200: adminRegistrationDetailSchema },
      },
    },
    async (request) => {
      const admin = await requireAdmin(request);
      await editRegistration(app.deps, admin.id, request.params.id, request.body);
      return registrationDetail(app.deps, request.params.id);
    },
  );

  app.delete(
    '/registrations/:id',
    { config: { access: 'registrations.delete' }, schema: { params: idParams } },
    async (request, reply) => {
      const admin = await requireAdmin(request);
      await deleteRegistration(app.deps, admin.id, request.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/registrations/:id/corrections',
    {
      config: { access: 'registrations.corrections' },
      schema: {
        params: idParams,
        body: correctionRequestSchema,
        response: { 200: adminRegistrationDetailSchema },
      },
    },
    async (request) => {
      const admin = await requireAdmin(request);
      await requestCorrection(app.deps, admin.id, request.params.id, request.body);
      return registrationDetail(app.deps, request.params.id);
    },
  );

  app.get(
    '/registrations/:id/documents/:field',
    {
      config: { access: 'registrations.documents' },
      schema: {
        params: documentParams,
        querystring: documentQuery,
        response: { 200: signedFileUrlSchema },
      },
    },
    async (request) => {
      const admin = await requireAdmin(request);
      return registrationDocumentLink(app.deps, admin.id, {
        ...request.params,
        purpose: request.query.purpose,
      });
    },
  );

  app.get(
    '/registrations/:id/document-versions/:versionId',
    {
      config: { access: 'registrations.documents' },
      schema: {
        params: idParams.extend({ versionId: z.uuid() }),
        response: { 200: signedFileUrlSchema },
      },
    },
    async (request) => {
      const admin = await requireAdmin(request);
      return documentVersionLink(app.deps, admin.id, request.params);
    },
  );

  app.put(
    '/registrations/:id/documents/:field',
    {
      config: { access: 'registrations.documents' },
      schema: {
        params: documentParams,
        body: documentReplacementRequestSchema,
        response: { 200: adminRegistrationDetailSchema },
      },
    },
    async (request, reply) => {
      const admin = await requireAdmin(request);
      const outcome = await replaceRegistrationDocument(app.deps, request.log, admin.id, request);
      const detail = await registrationDetail(app.deps, request.params.id);
      return sendOutcome(reply, { ...outcome, body: detail });
    },
  );
};
