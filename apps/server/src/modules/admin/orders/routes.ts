import {
  adminOrderDetailSchema,
  adminOrderListQuerySchema,
  adminOrderListSchema,
  adminOrderStatusUpdateSchema,
  orderStatusSchema,
  SIGNED_URL_TTL_SECONDS,
  signedFileUrlSchema,
} from '@toko/contracts';
import { t } from '@toko/contracts/i18n/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { orders } from '../../../db/schema';
import { AppError } from '../../../http/app-error';
import { pagedList } from '../../../lib/paged-list';
import { recordAudit } from '../../audit/record-audit';
import type { AdminListOptions } from '../admin-list-options';
import { requireAdmin } from '../require-admin';
import { EXPORT_FORMATS, sendListExport } from '../send-list-export';
import {
  findLiveOrder,
  orderStatusHistory,
  softDeleteOrder,
  updateOrderStatus,
} from './admin-orders-repository';
import { ORDER_EXPORT_COLUMNS } from './order-export-columns';
import { toDetail, toListItem } from './order-views';

const idParams = z.object({ id: z.uuid() });
const exportQuery = z.object({ status: orderStatusSchema.or(z.literal('')).optional() });
const notFound = () => new AppError('not_found', { message: t('admin.order.notFound') });

/** The admin's orders: list, export, detail, status change, soft delete and the proof link. */
export const adminOrderRoutes: FastifyPluginAsyncZod<AdminListOptions> = async (
  app,
  { memory, exportLimits },
) => {
  const { db } = app.deps.database;

  app.get(
    '/orders',
    { schema: { querystring: adminOrderListQuerySchema, response: { 200: adminOrderListSchema } } },
    async (request) => {
      const page = await pagedList(db, {
        table: orders,
        query: request.query,
        memory,
      });
      return { ...page, items: page.items.map(toListItem) };
    },
  );

  for (const format of EXPORT_FORMATS) {
    app.get(
      `/orders/export.${format}`,
      { schema: { querystring: exportQuery } },
      async (request, reply) => {
        const admin = await requireAdmin(request);
        const exported = {
          adminUserId: admin.id,
          name: 'orders',
          table: orders,
          status: request.query.status || undefined,
          columns: ORDER_EXPORT_COLUMNS,
          now: app.deps.now(),
        } as const;
        return sendListExport(db, reply, format, exported, exportLimits);
      },
    );
  }

  app.get(
    '/orders/:id',
    { schema: { params: idParams, response: { 200: adminOrderDetailSchema } } },
    async (request) => {
      const row = await findLiveOrder(db, request.params.id);
      if (!row) throw notFound();
      return toDetail(row, await orderStatusHistory(db, row.id));
    },
  );

  app.patch(
    '/orders/:id',
    {
      schema: {
        params: idParams,
        body: adminOrderStatusUpdateSchema,
        response: { 200: adminOrderDetailSchema },
      },
    },
    async (request) => {
      const admin = await requireAdmin(request);
      const now = app.deps.now();
      const { id } = request.params;
      const { status } = request.body;
      await db.transaction(async (tx) => {
        const before = await findLiveOrder(tx, id);
        if (!before) throw notFound();
        if (before.status === status) return;
        await updateOrderStatus(tx, id, status, now);
        await recordAudit(tx, {
          adminUserId: admin.id,
          action: 'order.status_change',
          entityId: id,
          details: { changes: { status: { old: before.status, new: status } } },
          now,
        });
      });
      const row = await findLiveOrder(db, id);
      if (!row) throw notFound();
      return toDetail(row, await orderStatusHistory(db, id));
    },
  );

  app.delete('/orders/:id', { schema: { params: idParams } }, async (request, reply) => {
    const admin = await requireAdmin(request);
    const now = app.deps.now();
    await db.transaction(async (tx) => {
      if (!(await softDeleteOrder(tx, request.params.id, now))) throw notFound();
      await recordAudit(tx, {
        adminUserId: admin.id,
        action: 'order.delete',
        entityId: request.params.id,
        now,
      });
    });
    return reply.status(204).send();
  });

  app.get(
    '/orders/:id/proof',
    { schema: { params: idParams, response: { 200: signedFileUrlSchema } } },
    async (request) => {
      const admin = await requireAdmin(request);
      const row = await findLiveOrder(db, request.params.id);
      if (!row?.paymentProofKey) throw notFound();
      const url = await app.deps.storage.signedUrl(
        row.paymentProofKey,
        SIGNED_URL_TTL_SECONDS,
        row.paymentProofName ?? undefined,
      );
      const now = app.deps.now();
      await db.transaction((tx) =>
        recordAudit(tx, {
          adminUserId: admin.id,
          action: 'order.proof_view',
          entityId: row.id,
          now,
        }),
      );
      return { url, expiresInSeconds: SIGNED_URL_TTL_SECONDS };
    },
  );
};
