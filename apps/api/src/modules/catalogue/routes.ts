import {
  createCategory as createCategoryContract,
  createLottery as createLotteryContract,
  createProduct as createProductContract,
  deleteCategory as deleteCategoryContract,
  deleteLottery as deleteLotteryContract,
  deleteProduct as deleteProductContract,
  getProduct as getProductContract,
  listCategories as listCategoriesContract,
  listLotteries as listLotteriesContract,
  listProducts as listProductsContract,
  updateCategory as updateCategoryContract,
  updateLottery as updateLotteryContract,
  updateProduct as updateProductContract,
  exportLotteries,
  exportCategories,
  exportProducts,
} from '@banca/contracts';
import type { FastifyInstance } from 'fastify';
import { registerExport } from '../../lib/file-answer';
import { listInputOf } from '../../lib/pagination';
import { contextOf } from '../../lib/use-case';
import { registerEndpoint } from '../../plugins/endpoint';
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
  const db = app.db;

  registerEndpoint(app, listLotteriesContract, (request) =>
    listLotteries(contextOf(request, db), listInputOf(request)),
  );
  registerExport(app, exportLotteries, lotteriesExport);
  registerEndpoint(app, createLotteryContract, (request) => createLottery(contextOf(request, db), request.body));
  registerEndpoint(app, updateLotteryContract, (request) =>
    updateLottery(contextOf(request, db), { ...request.body, id: request.params.id }),
  );
  registerEndpoint(app, deleteLotteryContract, (request) => deleteLottery(contextOf(request, db), request.params.id));

  registerEndpoint(app, listCategoriesContract, (request) =>
    listCategories(contextOf(request, db), listInputOf(request)),
  );
  registerExport(app, exportCategories, categoriesExport);
  registerEndpoint(app, createCategoryContract, (request) => createCategory(contextOf(request, db), request.body));
  registerEndpoint(app, updateCategoryContract, (request) =>
    updateCategory(contextOf(request, db), { ...request.body, id: request.params.id }),
  );
  registerEndpoint(app, deleteCategoryContract, (request) => deleteCategory(contextOf(request, db), request.params.id));

  registerEndpoint(app, listProductsContract, (request) => listProducts(contextOf(request, db), listInputOf(request)));
  registerExport(app, exportProducts, productsExport);
  registerEndpoint(app, getProductContract, (request) => getProduct(contextOf(request, db), request.params.id));
  registerEndpoint(app, createProductContract, (request) => createProduct(contextOf(request, db), request.body));
  registerEndpoint(app, updateProductContract, (request) =>
    updateProduct(contextOf(request, db), { ...request.body, id: request.params.id }),
  );
  registerEndpoint(app, deleteProductContract, (request) => deleteProduct(contextOf(request, db), request.params.id));
}
