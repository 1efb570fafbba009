import type { Product, ZCreateProductRequest } from '@banca/contracts';
import type { z } from 'zod';

/** The product editor's values: the request itself (the whole symbol set and bet types). */
export type ProductForm = z.output<typeof ZCreateProductRequest>;

export function productFormOf(product: Product | null): ProductForm {
  if (!product) {
    return {
      lottery_id: undefined as unknown as number,
      category_id: null,
      name: '',
      product_type: 'TRIPLE',
      image_id: null,
      status: 'ACTIVE',
      symbols: [],
      bet_types: [],
    };
  }
  return {
    lottery_id: product.lottery_id,
    category_id: product.category_id,
    name: product.name,
    product_type: product.product_type,
    image_id: product.image_id,
    status: product.status,
    symbols: product.symbols.map((symbol) => ({ number: symbol.number, name: symbol.name, image_id: symbol.image_id })),
    bet_types: product.bet_types.map((betType) => ({ code: betType.code, multiplier: betType.multiplier })),
  };
}
