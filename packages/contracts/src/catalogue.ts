import { z } from 'zod';
import { rule } from './access';
import {
  PRODUCT_TYPE_BET_TYPES,
  ZBetTypeCode,
  ZCatalogueStatus,
  ZMultiplier,
  ZProductType,
  zName,
  zRefId,
} from './catalogue-base';
import { defineEndpoint } from './endpoint';
import { exportEndpointOf } from './file-answer';
import { ZErrorResponse } from './errors';
import { zTextId } from './ids';
import { ZIdParams, ZSearch, zListQueryOf, zPage } from './list';

export * from './catalogue-base';

/** Spec §2: /admin/registry/products/general is ADMIN_BANCA with the manage-children flag. */
export const CATALOGUE_ACCESS = rule('ADMIN_BANCA', { requires: ['manage_childs'] });
const BASE = '/api/v2/admin/manage-product';
const TAG = 'Catálogo';

const readErrors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse };
const oneErrors = { ...readErrors, 404: ZErrorResponse };
const writeErrors = { ...oneErrors, 409: ZErrorResponse };

const ZImageRef = zRefId('La imagen').nullable().default(null);

// ── Lotteries ────────────────────────────────────────────────────────────────────────────

export const ZLottery = z.object({
  id: z.number().int(),
  name: z.string(),
  abbreviation: z.string(),
  logo_image_id: z.number().int().nullable(),
  logo_url: z.string().nullable(),
  status: ZCatalogueStatus,
  product_count: z.number().int(),
});
export type Lottery = z.infer<typeof ZLottery>;

export const ZCreateLotteryRequest = z.object({
  name: zName('El nombre', 80),
  abbreviation: zName('La abreviatura', 12),
  logo_image_id: ZImageRef,
  status: ZCatalogueStatus.default('ACTIVE'),
});
export type CreateLotteryRequest = z.input<typeof ZCreateLotteryRequest>;
export const ZUpdateLotteryRequest = ZCreateLotteryRequest;
export type UpdateLotteryRequest = CreateLotteryRequest;

export const ZListLotteriesQuery = zListQueryOf(['name', 'abbreviation', 'status', 'id'], {
  search: ZSearch,
  status: ZCatalogueStatus.optional(),
});

export const listLotteries = defineEndpoint({
  method: 'GET',
  path: `${BASE}/lotteries`,
  summary: 'Lista las loterías',
  tag: TAG,
  access: CATALOGUE_ACCESS,
  request: { query: ZListLotteriesQuery },
  responses: { 200: zPage(ZLottery), ...readErrors },
});

export const createLottery = defineEndpoint({
  method: 'POST',
  path: `${BASE}/lotteries`,
  summary: 'Crea una lotería',
  tag: TAG,
  access: CATALOGUE_ACCESS,
  request: { body: ZCreateLotteryRequest },
  responses: { 200: ZLottery, ...writeErrors },
});

export const updateLottery = defineEndpoint({
  method: 'PUT',
  path: `${BASE}/lotteries/:id`,
  summary: 'Modifica una lotería',
  tag: TAG,
  access: CATALOGUE_ACCESS,
  request: { params: ZIdParams, body: ZUpdateLotteryRequest },
  responses: { 200: ZLottery, ...writeErrors },
});

export const deleteLottery = defineEndpoint({
  method: 'DELETE',
  path: `${BASE}/lotteries/:id`,
  summary: 'Desactiva una lotería (la fila se conserva)',
  tag: TAG,
  access: CATALOGUE_ACCESS,
  request: { params: ZIdParams },
  responses: { 200: ZLottery, ...oneErrors },
});

// ── Product categories ───────────────────────────────────────────────────────────────────

export const ZCategory = z.object({
  id: z.number().int(),
  name: z.string(),
  status: ZCatalogueStatus,
  product_count: z.number().int(),
});
export type Category = z.infer<typeof ZCategory>;

export const ZCreateCategoryRequest = z.object({
  name: zName('El nombre', 60),
  status: ZCatalogueStatus.default('ACTIVE'),
});
export type CreateCategoryRequest = z.input<typeof ZCreateCategoryRequest>;
export const ZUpdateCategoryRequest = ZCreateCategoryRequest;

export const ZListCategoriesQuery = zListQueryOf(['name', 'status', 'id'], {
  search: ZSearch,
  status: ZCatalogueStatus.optional(),
});

export const listCategories = defineEndpoint({
  method: 'GET',
  path: `${BASE}/categories`,
  summary: 'Lista las categorías de producto',
  tag: TAG,
  access: CATALOGUE_ACCESS,
  request: { query: ZListCategoriesQuery },
  responses: { 200: zPage(ZCategory), ...readErrors },
});

export const createCategory = defineEndpoint({
  method: 'POST',
  path: `${BASE}/categories`,
  summary: 'Crea una categoría de producto',
  tag: TAG,
  access: CATALOGUE_ACCESS,
  request: { body: ZCreateCategoryRequest },
  responses: { 200: ZCategory, ...writeErrors },
});

export const updateCategory = defineEndpoint({
  method: 'PUT',
  path: `${BASE}/categories/:id`,
  summary: 'Modifica una categoría de producto',
  tag: TAG,
  access: CATALOGUE_ACCESS,
  request: { params: ZIdParams, body: ZUpdateCategoryRequest },
  responses: { 200: ZCategory, ...writeErrors },
});

export const deleteCategory = defineEndpoint({
  method: 'DELETE',
  path: `${BASE}/categories/:id`,
  summary: 'Desactiva una categoría de producto (la fila se conserva)',
  tag: TAG,
  access: CATALOGUE_ACCESS,
  request: { params: ZIdParams },
  responses: { 200: ZCategory, ...oneErrors },
});

// ── Products, their symbols and bet types ────────────────────────────────────────────────

/** An animalito symbol: `number` is a string, so `0` and `00` are different symbols. */
export const ZProductSymbol = z.object({
  id: z.number().int(),
  number: z.string(),
  name: z.string(),
  image_id: z.number().int().nullable(),
  image_url: z.string().nullable(),
});
export type ProductSymbol = z.infer<typeof ZProductSymbol>;

/** A bet type the product sells and its payout multiplier (decimal string). */
export const ZProductBetType = z.object({
  bet_type_id: z.number().int(),
  code: ZBetTypeCode,
  name: z.string(),
  multiplier: z.string(),
});
export type ProductBetType = z.infer<typeof ZProductBetType>;

export const ZProductRow = z.object({
  id: z.number().int(),
  name: z.string(),
  product_type: ZProductType,
  lottery_id: z.number().int(),
  lottery_name: z.string(),
  category_id: z.number().int().nullable(),
  category_name: z.string().nullable(),
  image_id: z.number().int().nullable(),
  image_url: z.string().nullable(),
  status: ZCatalogueStatus,
  symbol_count: z.number().int(),
  draw_count: z.number().int(),
});
export type ProductRow = z.infer<typeof ZProductRow>;

export const ZProduct = ZProductRow.extend({
  symbols: z.array(ZProductSymbol),
  bet_types: z.array(ZProductBetType),
});
export type Product = z.infer<typeof ZProduct>;

export const ZSymbolInput = z.object({
  number: z
    .string({ error: 'El número del símbolo es obligatorio.' })
    .trim()
    .regex(/^\d{1,3}$/, { error: 'El número del símbolo debe tener de 1 a 3 dígitos (por ejemplo 0, 00 o 36).' }),
  name: zName('El nombre del símbolo', 40),
  image_id: ZImageRef,
});
export type SymbolInput = z.input<typeof ZSymbolInput>;

export const ZBetTypeInput = z.object({ code: ZBetTypeCode, multiplier: ZMultiplier });
export type BetTypeInput = z.input<typeof ZBetTypeInput>;

/** Create and update send the whole product: its symbols and bet types are replaced as a set. */
export const ZCreateProductRequest = z
  .object({
    lottery_id: zRefId('La lotería'),
    category_id: zRefId('La categoría').nullable().default(null),
    name: zName('El nombre', 80),
    product_type: ZProductType,
    image_id: ZImageRef,
    status: ZCatalogueStatus.default('ACTIVE'),
    symbols: z.array(ZSymbolInput).max(1000, { error: 'Un producto no puede tener más de 1000 símbolos.' }).default([]),
    bet_types: z.array(ZBetTypeInput).default([]),
  })
  .superRefine((product, ctx) => {
    const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message });
    if (product.product_type === 'ANIMALITOS' && product.symbols.length === 0) {
      issue(['symbols'], 'Un producto de animalitos necesita al menos un símbolo.');
    }
    if (product.product_type !== 'ANIMALITOS' && product.symbols.length > 0) {
      issue(['symbols'], 'Solo los productos de animalitos tienen símbolos.');
    }
    const numbers = new Set<string>();
    product.symbols.forEach((symbol, i) => {
      if (numbers.has(symbol.number)) issue(['symbols', i, 'number'], `El número ${symbol.number} está repetido.`);
      numbers.add(symbol.number);
    });
    const allowed = PRODUCT_TYPE_BET_TYPES[product.product_type];
    const codes = new Set<string>();
    product.bet_types.forEach((betType, i) => {
      if (codes.has(betType.code)) issue(['bet_types', i, 'code'], `El tipo de jugada ${betType.code} está repetido.`);
      else if (!allowed.includes(betType.code)) {
        issue(
          ['bet_types', i, 'code'],
          `El tipo de jugada ${betType.code} no aplica a un producto de tipo ${product.product_type}.`,
        );
      }
      codes.add(betType.code);
    });
  });
export type CreateProductRequest = z.input<typeof ZCreateProductRequest>;
export const ZUpdateProductRequest = ZCreateProductRequest;
export type UpdateProductRequest = CreateProductRequest;

export const ZListProductsQuery = zListQueryOf(['name', 'lottery_name', 'product_type', 'status', 'id'], {
  search: ZSearch,
  status: ZCatalogueStatus.optional(),
  product_type: ZProductType.optional(),
  lottery_id: zTextId('La lotería').optional(),
});

export const listProducts = defineEndpoint({
  method: 'GET',
  path: BASE,
  summary: 'Lista los productos',
  tag: TAG,
  access: CATALOGUE_ACCESS,
  request: { query: ZListProductsQuery },
  responses: { 200: zPage(ZProductRow), ...readErrors },
});

export const getProduct = defineEndpoint({
  method: 'GET',
  path: `${BASE}/:id`,
  summary: 'Un producto con sus símbolos y tipos de jugada',
  tag: TAG,
  access: CATALOGUE_ACCESS,
  request: { params: ZIdParams },
  responses: { 200: ZProduct, ...oneErrors },
});

export const createProduct = defineEndpoint({
  method: 'POST',
  path: BASE,
  summary: 'Crea un producto con sus símbolos y tipos de jugada',
  tag: TAG,
  access: CATALOGUE_ACCESS,
  request: { body: ZCreateProductRequest },
  responses: { 200: ZProduct, ...writeErrors },
});

export const updateProduct = defineEndpoint({
  method: 'PUT',
  path: `${BASE}/:id`,
  summary: 'Modifica un producto, sus símbolos y sus tipos de jugada',
  tag: TAG,
  access: CATALOGUE_ACCESS,
  request: { params: ZIdParams, body: ZUpdateProductRequest },
  responses: { 200: ZProduct, ...writeErrors },
});

export const deleteProduct = defineEndpoint({
  method: 'DELETE',
  path: `${BASE}/:id`,
  summary: 'Desactiva un producto (la fila se conserva para los tickets vendidos)',
  tag: TAG,
  access: CATALOGUE_ACCESS,
  request: { params: ZIdParams },
  responses: { 200: ZProduct, ...oneErrors },
});

/** The list as a file (XLSX, PDF or CSV), with the list's filters. */
export const exportCategories = exportEndpointOf(listCategories);
/** The list as a file (XLSX, PDF or CSV), with the list's filters. */
export const exportProducts = exportEndpointOf(listProducts);
/** The list as a file (XLSX, PDF or CSV), with the list's filters. */
export const exportLotteries = exportEndpointOf(listLotteries);
export const catalogueEndpoints = [
  listLotteries,
  exportLotteries,
  createLottery,
  updateLottery,
  deleteLottery,
  listCategories,
  exportCategories,
  createCategory,
  updateCategory,
  deleteCategory,
  listProducts,
  exportProducts,
  getProduct,
  createProduct,
  updateProduct,
  deleteProduct,
] as const;
