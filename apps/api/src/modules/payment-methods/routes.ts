import {
  createPaymentMethod as createContract,
  deletePaymentMethod as deleteContract,
  exportPaymentMethods,
  listPaymentMethods as listPaymentMethodsContract,
  PAYMENT_METHOD_TYPE_LABELS,
  updatePaymentMethod as updateContract,
  type PartnerPaymentMethod,
} from '@banca/contracts';
import type { FastifyInstance } from 'fastify';
import { filterLabelsOf, pageRows, registerExport } from '../../lib/file-answer';
import { listInputOf } from '../../lib/pagination';
import { contextOf } from '../../lib/use-case';
import { registerEndpoint } from '../../plugins/endpoint';
import { paymentMethodQueries } from './repository';
import { createPaymentMethod } from './create-payment-method';
import { deletePaymentMethod } from './delete-payment-method';
import { listPaymentMethods } from './list-payment-methods';
import { updatePaymentMethod } from './update-payment-method';

/** /api/v2/admin/administrative/payment-methods: where the caller's partner receives money. */
export async function paymentMethodRoutes(app: FastifyInstance) {
  const db = app.db;
  registerEndpoint(app, listPaymentMethodsContract, (request) =>
    listPaymentMethods(contextOf(request, db), listInputOf(request)),
  );
  registerExport(app, exportPaymentMethods, {
    title: 'Métodos de pago',
    fileName: 'metodos-de-pago',
    filterLabels: { ...filterLabelsOf('search'), type: 'Tipo', active: 'Activo' },
    columns: [
      { title: 'Alias', kind: 'text', value: 'alias' },
      { title: 'Tipo', kind: 'text', value: (m: PartnerPaymentMethod) => PAYMENT_METHOD_TYPE_LABELS[m.type] },
      { title: 'Banco', kind: 'text', value: 'bank_name' },
      { title: 'Titular', kind: 'text', value: 'holder_name' },
      {
        title: 'Documento',
        kind: 'text',
        value: (m: PartnerPaymentMethod) =>
          m.holder_document_number ? `${m.holder_document_type}-${m.holder_document_number}` : '',
      },
      { title: 'Teléfono', kind: 'text', value: 'phone' },
      { title: 'Correo', kind: 'text', value: 'email' },
      { title: 'Cuenta', kind: 'text', value: 'account_number' },
      { title: 'Estado', kind: 'text', value: (m: PartnerPaymentMethod) => (m.active ? 'Activo' : 'Inactivo') },
    ],
    rows: (ctx, filters) => pageRows(paymentMethodQueries(ctx.db, ctx.principal.partner.id, filters).rows),
  });
  registerEndpoint(app, createContract, async (request) => createPaymentMethod(contextOf(request, db), request.body));
  registerEndpoint(app, updateContract, async (request) =>
    updatePaymentMethod(contextOf(request, db), request.params.id, request.body),
  );
  registerEndpoint(app, deleteContract, async (request) =>
    deletePaymentMethod(contextOf(request, db), request.params.id),
  );
}
