import type { Db } from '../../db/client';
import type { FieldError } from '../../lib/app-error';
import { catalogueRows } from './catalogue-index-repository';
import type { LimitKey } from './resolve-effective-quota';

/**
 * The catalogue as limits need it: names for messages and screens, which (product, bet type)
 * pairs are sold and which draw belongs to which product. Small tables, read whole.
 */
export interface CatalogueIndex {
  products: Map<number, { name: string; active: boolean }>;
  betTypes: Map<number, { code: string; name: string }>;
  draws: Map<number, { name: string; productId: number; drawTime: string }>;
  /** Active (product, bet type) pairs, as `product:betType`. */
  pairs: Set<string>;
  /** Active pairs in display order. */
  pairList: { productId: number; betTypeId: number }[];
}

export const pairKey = (productId: number, betTypeId: number) => `${productId}:${betTypeId}`;

export async function loadCatalogue(db: Db): Promise<CatalogueIndex> {
  const [productRows, betTypeRows, drawRows, pairRows] = await catalogueRows(db);
  return {
    products: new Map(productRows.map((row) => [row.id, { name: row.name, active: row.status === 'ACTIVE' }])),
    betTypes: new Map(betTypeRows.map((row) => [row.id, { code: row.code, name: row.name }])),
    draws: new Map(
      drawRows.map((row) => [row.id, { name: row.name, productId: row.productId, drawTime: row.drawTime }]),
    ),
    pairs: new Set(pairRows.map((row) => pairKey(row.productId, row.betTypeId))),
    pairList: pairRows.map(({ productId, betTypeId }) => ({ productId, betTypeId })),
  };
}

/** `Lotto Activo 10:00 · Animalito`: how a key reads in a message. */
export function keyLabel(catalogue: CatalogueIndex, key: LimitKey): string {
  const product = catalogue.products.get(key.productId)?.name ?? `Producto ${key.productId}`;
  const draw =
    key.drawId === null
      ? `${product} (todos los sorteos)`
      : (catalogue.draws.get(key.drawId)?.name ?? `Sorteo ${key.drawId}`);
  return `${draw} · ${catalogue.betTypes.get(key.betTypeId)?.name ?? `Tipo ${key.betTypeId}`}`;
}

/** Names of the key for the wire. */
export function keyRefs(catalogue: CatalogueIndex, key: LimitKey) {
  const betType = catalogue.betTypes.get(key.betTypeId);
  return {
    product: { id: key.productId, name: catalogue.products.get(key.productId)?.name ?? '' },
    draw: key.drawId === null ? null : { id: key.drawId, name: catalogue.draws.get(key.drawId)?.name ?? '' },
    bet_type: { id: key.betTypeId, code: betType?.code ?? '', name: betType?.name ?? '' },
  };
}

/** Field errors for keys that name no sold (product, bet type) or a draw of another product; and repeated keys. */
export function keyProblems(catalogue: CatalogueIndex, keys: readonly LimitKey[], prefix: string): FieldError[] {
  const problems: FieldError[] = [];
  const seen = new Set<string>();
  keys.forEach((key, i) => {
    const at = (field: string) => `${prefix}.${i}.${field}`;
    if (!catalogue.products.has(key.productId))
      problems.push({ field: at('product_id'), message: 'El producto no existe.' });
    else if (!catalogue.pairs.has(pairKey(key.productId, key.betTypeId))) {
      problems.push({
        field: at('bet_type_id'),
        message: 'El producto no vende este tipo de jugada (o está inactivo).',
      });
    }
    if (key.drawId !== null && catalogue.draws.get(key.drawId)?.productId !== key.productId) {
      problems.push({ field: at('draw_id'), message: 'El sorteo no pertenece al producto.' });
    }
    const id = `${key.productId}:${key.drawId ?? 0}:${key.betTypeId}`;
    if (seen.has(id))
      problems.push({ field: at('product_id'), message: 'Este producto, sorteo y tipo de jugada está repetido.' });
    seen.add(id);
  });
  return problems;
}

/** Orders keys for display: product, bet type, then product-wide before each draw by time. */
export function compareKeys(catalogue: CatalogueIndex) {
  const productName = (id: number) => catalogue.products.get(id)?.name ?? '';
  const drawTime = (id: number | null) => (id === null ? '' : (catalogue.draws.get(id)?.drawTime ?? ''));
  return (a: LimitKey, b: LimitKey) =>
    productName(a.productId).localeCompare(productName(b.productId), 'es') ||
    a.betTypeId - b.betTypeId ||
    drawTime(a.drawId).localeCompare(drawTime(b.drawId));
}
