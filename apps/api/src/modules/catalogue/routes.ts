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
} from '@banca/contracts';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/app-error';
import { actorOf } from '../../lib/audit';
import { cachedCountOf, listPage } from '../../lib/pagination';
import { registerEndpoint } from '../../plugins/endpoint';
import * as productRepo from './product-repository';
import * as repo from './repository';
import { createCategory, deactivateCategory, updateCategory } from './save-category';
import { createLottery, deactivateLottery, updateLottery } from './save-lottery';
import { createProduct, deactivateProduct, updateProduct } from './save-product';

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
  registerEndpoint(app, createLotteryContract, async (request) => createLottery(db, request.body, actorOf(request)));
  registerEndpoint(app, updateLotteryContract, async (request) =>
    updateLottery(db, request.params.id, request.body, actorOf(request)),
  );
  registerEndpoint(app, deleteLottery, async (request) => deactivateLottery(db, request.params.id, actorOf(request)));

  registerEndpoint(app, listCategories, async (request) => {
    const { query } = request;
    return listPage(
      query,
      cachedCountOf(request, query),
      (limit, offset) => repo.listCategories(db, query, query, limit, offset),
      () => repo.countCategories(db, query),
    );
  });
  registerEndpoint(app, createCategoryContract, async (request) => createCategory(db, request.body, actorOf(request)));
  registerEndpoint(app, updateCategoryContract, async (request) =>
    updateCategory(db, request.params.id, request.body, actorOf(request)),
  );
  registerEndpoint(app, deleteCategory, async (request) => deactivateCategory(db, request.params.id, actorOf(request)));

  registerEndpoint(app, listProducts, async (request) => {
    const { query } = request;
    return listPage(
      query,
      cachedCountOf(request, query),
      (limit, offset) => productRepo.listProducts(db, query, query, limit, offset),
      () => productRepo.countProducts(db, query),
    );
  });
  registerEndpoint(app, getProduct, async (request) => {
    const product = await productRepo.findProduct(db, request.params.id);
    if (!product) throw notFound('El producto no existe.');
    return product;
  });
  registerEndpoint(app, createProductContract, async (request) => createProduct(db, request.body, actorOf(request)));
  registerEndpoint(app, updateProductContract, async (request) =>
    updateProduct(db, request.params.id, request.body, actorOf(request)),
  );
  registerEndpoint(app, deleteProduct, async (request) => deactivateProduct(db, request.params.id, actorOf(request)));
}
