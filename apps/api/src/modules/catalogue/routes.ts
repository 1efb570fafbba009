import {
  createCategory as createCategoryContract,
  createLottery as createLotteryContract,
  createProduct as createProductContract,
  deleteCategory,
  deleteLottery,
  deleteProduct,
  getProduct,
  listCategories,
  listLotteries,
  listProducts,
  updateCategory as updateCategoryContract,
  updateLottery as updateLotteryContract,
  updateProduct as updateProductContract,
  exportLotteries,
  exportCategories,
  exportProducts,
} from '@banca/contracts';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/app-error';
import { cachedCountOf, listPage } from '../../lib/pagination';
import { contextOf } from '../../lib/use-case';
import { registerEndpoint } from '../../plugins/endpoint';
import * as productRepo from './product-repository';
import * as repo from './repository';
import { createCategory, deactivateCategory, updateCategory } from './save-category';
import { createLottery, deactivateLottery, updateLottery } from './save-lottery';
import { createProduct, deactivateProduct, updateProduct } from './save-product';
import { registerExport } from '../../lib/file-answer';
import { categoriesExport, lotteriesExport, productsExport } from './catalogue-exports';

/** /api/v2/admin/manage-product/…: lotteries, product categories and products (ADMIN_BANCA). */
export async function catalogueRoutes(app: FastifyInstance) {
  const db = app.db;

  registerEndpoint(app, listLotteries, async (request) => {
    const { query } = request;
    return listPage(
      query,
      cachedCountOf(request, query),
      (limit, offset) => repo.listLotteries(db, query, query, limit, offset),
      () => repo.countLotteries(db, query),
    );
  });
  registerExport(app, exportLotteries, lotteriesExport);
  registerEndpoint(app, createLotteryContract, (request) => createLottery(contextOf(request, db), request.body));
  registerEndpoint(app, updateLotteryContract, (request) =>
    updateLottery(contextOf(request, db), { ...request.body, id: request.params.id }),
  );
  registerEndpoint(app, deleteLottery, (request) => deactivateLottery(contextOf(request, db), request.params.id));

  registerEndpoint(app, listCategories, async (request) => {
    const { query } = request;
    return listPage(
      query,
      cachedCountOf(request, query),
      (limit, offset) => repo.listCategories(db, query, query, limit, offset),
      () => repo.countCategories(db, query),
    );
  });
  registerExport(app, exportCategories, categoriesExport);
  registerEndpoint(app, createCategoryContract, (request) => createCategory(contextOf(request, db), request.body));
  registerEndpoint(app, updateCategoryContract, (request) =>
    updateCategory(contextOf(request, db), { ...request.body, id: request.params.id }),
  );
  registerEndpoint(app, deleteCategory, (request) => deactivateCategory(contextOf(request, db), request.params.id));

  registerEndpoint(app, listProducts, async (request) => {
    const { query } = request;
    return listPage(
      query,
      cachedCountOf(request, query),
      (limit, offset) => productRepo.listProducts(db, query, query, limit, offset),
      () => productRepo.countProducts(db, query),
    );
  });
  registerExport(app, exportProducts, productsExport);
  registerEndpoint(app, getProduct, async (request) => {
    const product = await productRepo.findProduct(db, request.params.id);
    if (!product) throw notFound('El producto no existe.');
    return product;
  });
  registerEndpoint(app, createProductContract, (request) => createProduct(contextOf(request, db), request.body));
  registerEndpoint(app, updateProductContract, (request) =>
    updateProduct(contextOf(request, db), { ...request.body, id: request.params.id }),
  );
  registerEndpoint(app, deleteProduct, (request) => deactivateProduct(contextOf(request, db), request.params.id));
}
