import {
  ADMIN_REPLACEMENT_MIME_TYPES,
  adminRegistrationDetailSchema,
  adminRegistrationListQuerySchema,
  adminRegistrationListSchema,
  adminRegistrationPatchSchema,
  documentAuditField,
  documentFieldSchema,
  registrationAuditSchema,
  registrationStatusSchema,
  SIGNED_URL_TTL_SECONDS,
  signedFileUrlSchema,
} from '@toko/contracts';
import { t } from '@toko/contracts/i18n/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../../db/database';
import { registrations } from '../../../db/schema';
import { AppError } from '../../../http/app-error';
import { pagedList } from '../../../lib/paged-list';
import { StoredFileNotFoundError } from '../../../storage/storage';
import { commitUpload } from '../../../uploads/commit-upload';
import { receiveMultipart } from '../../../uploads/receive-multipart';
import { recordAudit } from '../../audit/record-audit';
import { recordRegistrationEdit } from '../../audit/record-registration-edit';
import type { AdminListOptions } from '../admin-list-options';
import { requireAdmin } from '../require-admin';
import { EXPORT_FORMATS, sendListExport } from '../send-list-export';
import {
  findLiveRegistration,
  registrationAuditHistory,
  softDeleteRegistration,
  updateLiveRegistration,
} from './admin-registrations-repository';
import { planRegistrationEdit } from './registration-edit';
import { DOCUMENT_KEY_COLUMNS, documentKeyPrefix, documentOf } from './registration-documents';
import { REGISTRATION_EXPORT_COLUMNS } from './registration-export-columns';
import { toDetail, toListItem } from './registration-views';

const idParams = z.object({ id: z.uuid() });
const documentParams = idParams.extend({ field: documentFieldSchema });
const documentQuery = z.object({ purpose: z.enum(['preview', 'download']).default('preview') });
const exportQuery = z.object({ status: registrationStatusSchema.or(z.literal('')).optional() });
const notFound = () => new AppError('not_found', { message: t('admin.registration.notFound') });

/** The replacement's single file part (SPEC §5 "Admin document replacement"). */
const REPLACEMENT_FIELD = 'file';

async function detailOf(db: Database, id: string) {
  const row = await findLiveRegistration(db, id);
  if (!row) throw notFound();
  return toDetail(row, await registrationAuditHistory(db, id));
}

/**
 * The admin's registrations: list, export, detail with history, status change and edit
 * (audited with the change), soft delete, and the documents (300 s links, replacement).
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
      { schema: { querystring: exportQuery } },
      async (request, reply) => {
        const admin = await requireAdmin(request);
        const exported = {
          adminUserId: admin.id,
          name: 'registrations',
          table: registrations,
          status: request.query.status || undefined,
          columns: REGISTRATION_EXPORT_COLUMNS,
          now: app.deps.now(),
        } as const;
        return sendListExport(db, reply, format, exported, exportLimits);
      },
    );
  }

  app.get(
    '/registrations/:id',
    { schema: { params: idParams, response: { 200: adminRegistrationDetailSchema } } },
    (request) => detailOf(db, request.params.id),
  );

  app.get(
    '/registrations/:id/audits',
    { schema: { params: idParams, response: { 200: z.array(registrationAuditSchema) } } },
    async (request) => {
      if (!(await findLiveRegistration(db, request.params.id))) throw notFound();
      return registrationAuditHistory(db, request.params.id);
    },
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
      const now = app.deps.now();
      const { id } = request.params;
      const { status, ...edit } = request.body;
      await db.transaction(async (tx) => {
        const before = await findLiveRegistration(tx, id, { forUpdate: true });
        if (!before) throw notFound();
        const plan = planRegistrationEdit(before, edit);
        const statusChanges = status !== undefined && status !== before.status;
        if (!statusChanges && Object.keys(plan.changes).length === 0) return;
        await updateLiveRegistration(tx, id, {
          ...plan.values,
          ...(statusChanges ? { status } : {}),
          updatedAt: now,
        });
        if (statusChanges) {
          await recordAudit(tx, {
            adminUserId: admin.id,
            action: 'registration.status_change',
            entityId: id,
            details: { changes: { status: { old: before.status, new: status } } },
            now,
          });
        }
        await recordRegistrationEdit(tx, {
          adminUserId: admin.id,
          registrationId: id,
          changes: plan.changes,
          now,
        });
      });
      return detailOf(db, id);
    },
  );

  app.delete('/registrations/:id', { schema: { params: idParams } }, async (request, reply) => {
    const admin = await requireAdmin(request);
    const now = app.deps.now();
    await db.transaction(async (tx) => {
      if (!(await softDeleteRegistration(tx, request.params.id, now))) throw notFound();
      await recordAudit(tx, {
        adminUserId: admin.id,
        action: 'registration.delete',
        entityId: request.params.id,
        now,
      });
    });
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
      const { id, field } = request.params;
      const row = await findLiveRegistration(db, id);
      if (!row) throw notFound();
      const key = row[DOCUMENT_KEY_COLUMNS[field]];
      const signedUrlFailed = () =>
        new AppError('not_found', { message: t('admin.registration.documents.signedUrlFailed') });
      if (!key) throw signedUrlFailed();
      let url: string;
      try {
        // The name the detail shows, so a file without a kept name downloads as it is listed.
        const name = documentOf(row, field)?.fileName;
        url = await app.deps.storage.signedUrl(key, SIGNED_URL_TTL_SECONDS, name);
      } catch (error) {
        if (error instanceof StoredFileNotFoundError) throw signedUrlFailed();
        throw error;
      }
      const now = app.deps.now();
      await db.transaction((tx) =>
        recordAudit(tx, {
          adminUserId: admin.id,
          action: 'registration.document_view',
          entityId: id,
          details: { field, purpose: request.query.purpose },
          now,
        }),
      );
      return { url, expiresInSeconds: SIGNED_URL_TTL_SECONDS };
    },
  );

  app.put(
    '/registrations/:id/documents/:field',
    { schema: { params: documentParams, response: { 200: adminRegistrationDetailSchema } } },
    async (request) => {
      const admin = await requireAdmin(request);
      const { id, field } = request.params;
      if (!(await findLiveRegistration(db, id))) throw notFound();
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
      const column = DOCUMENT_KEY_COLUMNS[field];
      const now = app.deps.now();
      const oldKey = await commitUpload(db, upload, async (tx) => {
        const before = await findLiveRegistration(tx, id, { forUpdate: true });
        if (!before) throw notFound();
        const previous = before[column];
        await updateLiveRegistration(tx, id, {
          [column]: file.key,
          documentNames: { ...before.documentNames, [field]: file.fileName },
          updatedAt: now,
        });
        await recordRegistrationEdit(tx, {
          adminUserId: admin.id,
          registrationId: id,
          changes: {
            [documentAuditField(field)]: {
              old: documentOf(before, field)?.fileName ?? null,
              new: file.fileName,
            },
          },
          now,
        });
        await recordAudit(tx, {
          adminUserId: admin.id,
          action: 'registration.document_replace',
          entityId: id,
          details: { field, oldKey: previous, newKey: file.key, fileName: file.fileName },
          now,
        });
        return previous;
      });
      // SPEC §4: the record points to the new file first; a failed deletion is only logged.
      if (oldKey) {
        try {
          await app.deps.storage.delete(oldKey);
        } catch (error) {
          request.log.warn({ err: error, field }, 'replaced registration document not deleted');
        }
      }
      return detailOf(db, id);
    },
  );
};
