import { BET_TYPES, type ProductType } from '@banca/contracts';

export interface BlockableProduct {
  name: string;
  productType: ProductType;
  /** Active symbol numbers (animalito products). */
  symbols: readonly string[];
  /** Codes of the bet types the product sells. */
  betTypeCodes: readonly string[];
}

/**
 * Why `number` cannot be blocked on the product, or null when it can. Animalitos: one of the
 * product's active symbols (`0` and `00` differ). Others: the length of one of its digit-based
 * bet types (3 for a triple, 2 for a terminal), since the sale compares the play's number as is.
 */
export function blockNumberProblem(product: BlockableProduct, number: string): string | null {
  if (product.productType === 'ANIMALITOS') {
    return product.symbols.includes(number) ? null : `El número ${number} no es un animalito de ${product.name}.`;
  }
  const lengths = [
    ...new Set(
      product.betTypeCodes
        .map((code) => BET_TYPES.find((betType) => betType.code === code)?.digits ?? null)
        .filter((digits): digits is 2 | 3 => digits !== null),
    ),
  ].sort();
  if (!lengths.length) return `${product.name} no tiene jugadas por número que se puedan bloquear.`;
  if (!/^\d+$/.test(number) || !lengths.includes(number.length as 2 | 3)) {
    return `En ${product.name} el número debe tener ${lengths.join(' o ')} dígitos.`;
  }
  return null;
}
