import {
  adminNote,
  adminNoteCreate,
  adminOrder,
  adminOrderRow,
  adminOrderUpdate,
  adminPage,
  paymentMethods,
} from '@vitrina/contract';
import { getMessages, type Locale } from '@vitrina/locale';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { detailError, formErrors, rowId } from '../../http/schemas';
import { notFoundBody } from '../../i18n/messages';
import { pagedResult, pageSlice } from '../editorial/paging';
import { csvHeaders, toCsv } from './csv';
import { adminTexts } from './messages';
import { addNote, notesOf } from './notes';
import { adminOrder as readAdminOrder } from './order-detail';
import { moveOrder, type StageNotifier } from './order-workflow';
import { filteredOrders, orderFilters, orderListQuery, orderRowBody } from './orders-query';

const tags = ['admin'];
const idParams = z.strictObject({ id: rowId });
const methodKeys = Object.fromEntries(
  Object.entries(paymentMethods).map(([key, code]) => [code, key]),
) as Record<number, keyof typeof paymentMethods>;

export interface OrdersDeps {
  database: Database;
  notifyStage: StageNotifier;
  /** Called after a change committed: e-mails written to the outbox go out now rather than at the next poll. */
  wakeOutbox(): void;
}

/** /admin/api/orders: the list with its filters and export, one order, its workflow and its notes. */
export function ordersRoutes({ database, notifyStage, wakeOutbox }: OrdersDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/orders',
      {
        schema: {
          tags,
          summary: 'Orders, filtered, sorted and paged',
          querystring: orderListQuery,
          response: { 200: adminPage(adminOrderRow), 400: formErrors, 404: detailError },
        },
      },
      async (request, reply) => {
        const { page, page_size, ...filters } = request.query;
        const rows = await filteredOrders(database, filters, pageSlice(page, page_size));
        const answer = pagedResult(rows, page, page_size, orderRowBody);
        return answer ?? reply.code(404).send(notFoundBody(request.locale));
      },
    );

    app.get(
      '/orders/export.csv',
      {
        schema: {
          tags,
          summary: 'The filtered orders as CSV (formula cells neutralized)',
          querystring: z.strictObject(orderFilters),
          response: { 200: z.string(), 400: formErrors },
        },
      },
      async (request, reply) => {
        const rows = await filteredOrders(database, request.query);
        return reply.headers(csvHeaders('orders')).send(ordersCsv(rows.map(orderRowBody), request.locale));
      },
    );

    app.get(
      '/orders/:id',
      {
        schema: {
          tags,
          summary: 'One order with its lines, payments, stage history and notes',
          params: idParams,
          response: { 200: adminOrder, 404: detailError },
        },
      },
      async (request, reply) => {
        const order = await readAdminOrder(database, request.params.id, request.staff.locale);
        return order ?? reply.code(404).send(notFoundBody(request.locale));
      },
    );

    app.patch(
      '/orders/:id',
      {
        schema: {
          tags,
          summary: "Move an order to another stage (409 when illegal or when the version is not the order's)",
          params: idParams,
          body: adminOrderUpdate,
          response: { 200: adminOrder, 400: formErrors, 404: detailError, 409: detailError },
        },
      },
      async (request, reply) => {
        const { id } = request.params;
        const outcome = await moveOrder(
          database,
          notifyStage,
          request.staff,
          id,
          request.body,
          request.locale,
        );
        if (outcome.kind === 'missing') return reply.code(404).send(notFoundBody(request.locale));
        if (outcome.kind === 'conflict') return reply.code(409).send({ detail: outcome.detail });
        if (outcome.kind === 'invalid') return reply.code(400).send(outcome.errors);
        wakeOutbox();
        const order = await readAdminOrder(database, id, request.staff.locale);
        return order ?? reply.code(404).send(notFoundBody(request.locale));
      },
    );

    app.post(
      '/orders/:id/notes',
      {
        schema: {
          tags,
          summary: 'Add an internal note (never shown to the customer)',
          params: idParams,
          body: adminNoteCreate,
          response: { 201: z.array(adminNote), 400: formErrors, 404: detailError },
        },
      },
      async (request, reply) => {
        const { id } = request.params;
        if (!(await addNote(database, request.staff, 'order', id, request.body.text)))
          return reply.code(404).send(notFoundBody(request.locale));
        return reply.code(201).send(await notesOf(database.db, 'order', id));
      },
    );
  };
}

function ordersCsv(rows: ReturnType<typeof orderRowBody>[], locale: Locale): string {
  const texts = adminTexts(locale);
  const messages = getMessages(locale);
  const header = texts.orderCsv;
  return toCsv(
    [
      header.number,
      header.date,
      header.customer,
      header.phone,
      header.email,
      header.city,
      header.method,
      header.payment,
      header.stage,
      header.total,
    ],
    rows.map((row) => [
      row.number,
      row.created_at,
      row.customer_name,
      row.phone,
      row.email,
      row.city,
      messages.checkout.payment.methods[methodKeys[row.payment_method] ?? 'cash'],
      texts.paymentStates[row.payment_state],
      messages.account.orders.stages[row.status],
      row.grand_total / 100,
    ]),
  );
}
