import {
  bulkStatusChangeSchema,
  bulkStatusResultSchema,
  registrationStatusSchema,
  ADMIN_REPLACEMENT_MIME_TYPES,
  adminRegistrationDetailSchema,
  adminRegistrationListQuerySchema,
  adminRegistrationListSchema,
  adminRegistrationPatchSchema,
  documentFieldSchema,
  registrationAuditSchema,
  signedFileUrlSchema,
} from '@toko/contracts';
import { t } from '@toko/contracts/i18n/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registrations } from '../../../db/schema';
import { AppError } from '../../../http/app-error';
import { pagedList } from '../../../lib/paged-list';
import { receiveMultipart } from '../../../uploads/receive-multipart';
import type { AdminListOptions } from '../admin-list-options';
import { enqueueRegistrationStatuses } from '../../notifications/enqueue-notifications';
import { changeStatuses } from '../bulk-status-change';
import { requireAdmin } from '../require-admin';
import { EXPORT_FORMATS, sendListExport } from '../send-list-export';
import { documentKeyPrefix } from '../../registrations/document-keys';
import { REGISTRATION_EXPORT_COLUMNS } from './registration-export-columns';
import {
  assertLiveRegistration,
  deleteRegistration,
  editRegistration,
  registrationAudits,
  registrationDetail,
  registrationDocumentLink,
  replaceRegistrationDocument,
} from './registration-service';
import { toListItem } from './registration-views';

const idParams = z.object({ id: z.uuid() });
const documentParams = idParams.extend({ field: documentFieldSchema });
const documentQuery = z.object({ purpose: z.enum(['preview', 'download']).default('preview') });

/** The replacement's single file part (docs/product.md, "Registration detail"). */
const REPLACEMENT_FIELD = 'file';

/**
 * The admin's registrations: list, export, detail with history, status change and edit
 * (audited with the change), soft delete, and the documents (300 s links, replacement). The
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
      schema: {
        querystring: adminRegistrationListQuerySchema,
        response: { 200: adminRegistrationListSchema },
      },
    },
    async (request) => {
      const page = await pagedList(db, {
        table: registrations,
        query: request.query,
        memory,
      });
      return { ...page, items: page.items.map(toListItem) };
    },
  );

  for (const format of EXPORT_FORMATS) {
    app.get(
      `/registrations/export.${format}`,
      { schema: { querystring: adminRegistrationListQuerySchema } },
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
      schema: {
        body: bulkStatusChangeSchema(registrationStatusSchema),
        response: { 200: bulkStatusResultSchema },
      },
    },
    async (request) => {
      const admin = await requireAdmin(request);
      return changeStatuses(db, {
        table: registrations,
        action: 'registration.status_change',
        adminUserId: admin.id,
        ...request.body,
        now: app.deps.now(),
        notify: (tx, ids) => enqueueRegistrationStatuses(tx, app.deps, ids, request.body.status),
      });
    },
  );

  app.get(
    '/registrations/:id',
    { schema: { params: idParams, response: { 200: adminRegistrationDetailSchema } } },
    (request) => registrationDetail(app.deps, request.params.id),
  );

  app.get(
    '/registrations/:id/audits',
    { schema: { params: idParams, response: { 200: z.array(registrationAuditSchema) } } },
    (request) => registrationAudits(app.deps, request.params.id),
  );

  app.patch(
    '/registrations/:id',
    {
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

  app.delete('/registrations/:id', { schema: { params: idParams } }, async (request, reply) => {
    const admin = await requireAdmin(request);
    await deleteRegistration(app.deps, admin.id, request.params.id);
    return reply.status(204).send();
  });

  app.get(
    '/registrations/:id/documents/:field',
    {
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

  app.put(
    '/registrations/:id/documents/:field',
    { schema: { params: documentParams, response: { 200: adminRegistrationDetailSchema } } },
    async (request) => {
      const admin = await requireAdmin(request);
      const { id, field } = request.params;
      await assertLiveRegistration(app.deps, id);
      const upload = await receiveMultipart(request, {
        files: {
          [REPLACEMENT_FIELD]: {
            types: ADMIN_REPLACEMENT_MIME_TYPES,
            keyPrefix: documentKeyPrefix(id, field),
            requiredMessage: t('admin.registration.documents.required'),
            messages: {
              type: t('admin.registration.documents.type'),
              size: t('admin.registration.documents.size'),
            },
          },
        },
      });
      const file = upload.files[REPLACEMENT_FIELD];
      if (!file) throw new AppError('validation_failed');
      await replaceRegistrationDocument(
        app.deps,
        request.log,
        admin.id,
        { id, field },
        upload,
        file,
      );
      return registrationDetail(app.deps, id);
    },
  );
};
