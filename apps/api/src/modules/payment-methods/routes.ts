import * as contracts from '@banca/contracts';
import type { FastifyInstance } from 'fastify';
import { bodyOf, idOf, registerUseCase } from '../../lib/use-case-endpoint';
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
  registerUseCase(app, contracts.listPaymentMethods, listPaymentMethods, listInputOf);
  registerExport(app, contracts.exportPaymentMethods, {
    title: 'Métodos de pago',
    fileName: 'metodos-de-pago',
    filterLabels: { ...filterLabelsOf('search'), type: 'Tipo', active: 'Activo' },
    columns: [
      { title: 'Alias', kind: 'text', value: 'alias' },
      {
        title: 'Tipo',
        kind: 'text',
        value: (m: contracts.PartnerPaymentMethod) => contracts.PAYMENT_METHOD_TYPE_LABELS[m.type],
      },
      { title: 'Banco', kind: 'text', value: 'bank_name' },
      { title: 'Titular', kind: 'text', value: 'holder_name' },
      {
        title: 'Documento',
        kind: 'text',
        value: (m: contracts.PartnerPaymentMethod) =>
          m.holder_document_number ? `${m.holder_document_type}-${m.holder_document_number}` : '',
      },
      { title: 'Teléfono', kind: 'text', value: 'phone' },
      { title: 'Correo', kind: 'text', value: 'email' },
      { title: 'Cuenta', kind: 'text', value: 'account_number' },
      {
        title: 'Estado',
        kind: 'text',
        value: (m: contracts.PartnerPaymentMethod) => (m.active ? 'Activo' : 'Inactivo'),
      },
    ],
    rows: (ctx, filters) => pageRows(paymentMethodQueries(ctx.db, ctx.principal.partner.id, filters).rows),
  });
  registerUseCase(app, contracts.createPaymentMethod, createPaymentMethod, bodyOf);
  registerEndpoint(app, contracts.updatePaymentMethod, async (request) =>
    updatePaymentMethod(contextOf(request, db), request.params.id, request.body),
  );
  registerUseCase(app, contracts.deletePaymentMethod, deletePaymentMethod, idOf);
}
