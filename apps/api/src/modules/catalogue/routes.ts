import * as contracts from '@banca/contracts';
import type { FastifyInstance } from 'fastify';
import { bodyOf, idOf, registerUseCase } from '../../lib/use-case-endpoint';
import { registerExport } from '../../lib/file-answer';
import { listInputOf } from '../../lib/pagination';
import { categoriesExport, lotteriesExport, productsExport } from './catalogue-exports';
import { createCategory } from './create-category';
import { createLottery } from './create-lottery';
import { createProduct } from './create-product';
import { deleteCategory } from './delete-category';
import { deleteLottery } from './delete-lottery';
import { deleteProduct } from './delete-product';
import { getProduct } from './get-product';
import { listCategories } from './list-categories';
import { listLotteries } from './list-lotteries';
import { listProducts } from './list-products';
import { updateCategory } from './update-category';
import { updateLottery } from './update-lottery';
import { updateProduct } from './update-product';

/** /api/v2/admin/manage-product/…: lotteries, product categories and products (ADMIN_BANCA). */
export async function catalogueRoutes(app: FastifyInstance) {
  registerUseCase(app, contracts.listLotteries, listLotteries, listInputOf);
  registerExport(app, contracts.exportLotteries, lotteriesExport);
  registerUseCase(app, contracts.createLottery, createLottery, bodyOf);
  registerUseCase(app, contracts.updateLottery, updateLottery, (request) => ({
    ...request.body,
    id: request.params.id,
  }));
  registerUseCase(app, contracts.deleteLottery, deleteLottery, idOf);

  registerUseCase(app, contracts.listCategories, listCategories, listInputOf);
  registerExport(app, contracts.exportCategories, categoriesExport);
  registerUseCase(app, contracts.createCategory, createCategory, bodyOf);
  registerUseCase(app, contracts.updateCategory, updateCategory, (request) => ({
    ...request.body,
    id: request.params.id,
  }));
  registerUseCase(app, contracts.deleteCategory, deleteCategory, idOf);

  registerUseCase(app, contracts.listProducts, listProducts, listInputOf);
  registerExport(app, contracts.exportProducts, productsExport);
  registerUseCase(app, contracts.getProduct, getProduct, idOf);
  registerUseCase(app, contracts.createProduct, createProduct, bodyOf);
  registerUseCase(app, contracts.updateProduct, updateProduct, (request) => ({
    ...request.body,
    id: request.params.id,
  }));
  registerUseCase(app, contracts.deleteProduct, deleteProduct, idOf);
}
