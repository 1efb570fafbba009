import {
  CATALOGUE_STATUS_LABELS,
  PRODUCT_TYPE_LABELS,
  type Category,
  type exportCategories,
  type exportLotteries,
  type exportProducts,
  type Lottery,
  type ProductRow,
} from '@banca/contracts';
import { filterLabelsOf, pageRows, type ExportSpec } from '../../lib/file-answer';
import { listProducts } from './product-repository';
import { listCategories, listLotteries } from './repository';

/** The catalogue's lists as files: each list's own query (the catalogue is the banca's, unscoped). */

const status = (row: { status: keyof typeof CATALOGUE_STATUS_LABELS }) => CATALOGUE_STATUS_LABELS[row.status];
const FILTERS = filterLabelsOf('search', 'status', 'lottery_id', 'category_id', 'product_type');

export const lotteriesExport: ExportSpec<typeof exportLotteries, Lottery> = {
  title: 'Loterías',
  fileName: 'loterias',
  filterLabels: FILTERS,
  columns: [
    { title: 'Nombre', kind: 'text', value: 'name' },
    { title: 'Abreviatura', kind: 'text', value: 'abbreviation' },
    { title: 'Productos', kind: 'number', value: 'product_count' },
    { title: 'Estado', kind: 'text', value: status },
  ],
  rows: ({ db }, filters) => pageRows((limit, offset) => listLotteries(db, filters, filters, limit, offset)),
};

export const categoriesExport: ExportSpec<typeof exportCategories, Category> = {
  title: 'Categorías',
  fileName: 'categorias',
  filterLabels: FILTERS,
  columns: [
    { title: 'Nombre', kind: 'text', value: 'name' },
    { title: 'Productos', kind: 'number', value: 'product_count' },
    { title: 'Estado', kind: 'text', value: status },
  ],
  rows: ({ db }, filters) => pageRows((limit, offset) => listCategories(db, filters, filters, limit, offset)),
};

export const productsExport: ExportSpec<typeof exportProducts, ProductRow> = {
  title: 'Productos',
  fileName: 'productos',
  filterLabels: FILTERS,
  columns: [
    { title: 'Nombre', kind: 'text', value: 'name' },
    { title: 'Tipo', kind: 'text', value: (p) => PRODUCT_TYPE_LABELS[p.product_type] },
    { title: 'Lotería', kind: 'text', value: 'lottery_name' },
    { title: 'Categoría', kind: 'text', value: 'category_name' },
    { title: 'Símbolos', kind: 'number', value: 'symbol_count', total: false },
    { title: 'Sorteos', kind: 'number', value: 'draw_count' },
    { title: 'Estado', kind: 'text', value: status },
  ],
  rows: ({ db }, filters) => pageRows((limit, offset) => listProducts(db, filters, filters, limit, offset)),
};
