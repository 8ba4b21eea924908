import {
  bulkStatusChangeSchema,
  bulkStatusResultSchema,
  orderStatusSchema,
  adminOrderDetailSchema,
  adminOrderListQuerySchema,
  adminOrderListSchema,
  adminOrderStatusUpdateSchema,
  signedFileUrlSchema,
} from '@toko/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { orders } from '../../../db/schema';
import { pagedList } from '../../../lib/paged-list';
import type { AdminListOptions } from '../admin-list-options';
import { changeStatuses } from '../bulk-status-change';
import { requireAdmin } from '../../auth/require-admin';
import { EXPORT_FORMATS, sendListExport } from '../send-list-export';
import { ORDER_EXPORT_COLUMNS } from './order-export-columns';
import { changeOrderStatus, deleteOrder, orderDetail, orderProofLink } from './order-service';
import { toListItem } from './order-views';

const idParams = z.object({ id: z.uuid() });

/**
 * The admin's orders: list, export, detail, status change, soft delete and the proof link. The
 * routes parse and answer; `order-service.ts` does the work.
 */
export const adminOrderRoutes: FastifyPluginAsyncZod<AdminListOptions> = async (
  app,
  { memory, exportLimits },
) => {
  const { db } = app.deps.database;

  app.get(
    '/orders',
    {
      config: { access: 'orders.read' },
      schema: { querystring: adminOrderListQuerySchema, response: { 200: adminOrderListSchema } },
    },
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
      { config: { access: 'orders.export' }, schema: { querystring: adminOrderListQuerySchema } },
      async (request, reply) => {
        const admin = await requireAdmin(request);
        const exported = {
          adminUserId: admin.id,
          name: 'orders',
          table: orders,
          query: request.query,
          columns: ORDER_EXPORT_COLUMNS,
          now: app.deps.now(),
        } as const;
        return sendListExport(app.deps.database, reply, format, exported, exportLimits);
      },
    );
  }

  app.post(
    '/orders/bulk-status',
    {
      config: { access: 'orders.status' },
      schema: {
        body: bulkStatusChangeSchema(orderStatusSchema),
        response: { 200: bulkStatusResultSchema },
      },
    },
    async (request) => {
      const admin = await requireAdmin(request);
      return changeStatuses(app.deps, admin.id, { kind: 'order', ...request.body });
    },
  );

  app.get(
    '/orders/:id',
    {
      config: { access: 'orders.read' },
      schema: { params: idParams, response: { 200: adminOrderDetailSchema } },
    },
    (request) => orderDetail(app.deps, request.params.id),
  );

  app.patch(
    '/orders/:id',
    {
      config: { access: 'orders.status' },
      schema: {
        params: idParams,
        body: adminOrderStatusUpdateSchema,
        response: { 200: adminOrderDetailSchema },
      },
    },
    async (request) => {
      const admin = await requireAdmin(request);
      await changeOrderStatus(app.deps, admin.id, request.params.id, request.body.status);
      return orderDetail(app.deps, request.params.id);
    },
  );

  app.delete(
    '/orders/:id',
    { config: { access: 'orders.delete' }, schema: { params: idParams } },
    async (request, reply) => {
      const admin = await requireAdmin(request);
      await deleteOrder(app.deps, admin.id, request.params.id);
      return reply.status(204).send();
    },
  );

  app.get(
    '/orders/:id/proof',
    {
      config: { access: 'orders.read' },
      schema: { params: idParams, response: { 200: signedFileUrlSchema } },
    },
    async (request) => {
      const admin = await requireAdmin(request);
      return orderProofLink(app.deps, admin.id, request.params.id);
    },
  );
};
