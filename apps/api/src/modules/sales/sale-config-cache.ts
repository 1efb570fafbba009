import type { Db } from '../../db/client';
import { loadChainLimits, loadOccurrences, loadProductRules, saleConfigVersion } from './repository';
import type { ChainLimits, ProductRules, SaleCatalogue, SaleOccurrence } from './sale-catalogue';
import { loadSellingTaquilla, type SellingTaquilla } from './seller';

/** However fresh the version says it is, nothing is kept longer than this. */
const MAX_AGE_MS = 60_000;

/**
 * What the sale checks read from the catalogue, the network and the limits, kept in memory.
 * Triggers bump `sale_config_version` whenever any of it changes; the cache remembers the
 * version it was filled at and the sale function refuses a stale one, so a change applies to
 * the very next sale (ADR 027).
 */
export class SaleConfigCache {
  private version: Promise<string> | null = null;
  private filledAt = 0;
  private readonly taquillas = new Map<number, Promise<SellingTaquilla | null>>();
  private readonly occurrences = new Map<number, Promise<SaleOccurrence | null>>();
  private readonly products = new Map<number, Promise<ProductRules>>();
  private readonly limits = new Map<string, Promise<ChainLimits>>();

  constructor(private readonly db: Db) {}

  /** The version the cached data is at least as fresh as; read before anything is loaded. */
  async currentVersion(): Promise<string> {
    if (!this.version || Date.now() - this.filledAt > MAX_AGE_MS) {
      this.clear();
      this.filledAt = Date.now();
      this.version = saleConfigVersion(this.db);
      this.version.catch(() => this.clear());
    }
    return this.version;
  }

  clear(): void {
    this.version = null;
    this.taquillas.clear();
    this.occurrences.clear();
    this.products.clear();
    this.limits.clear();
  }

  taquilla = (id: number): Promise<SellingTaquilla | null> =>
    this.remember(this.taquillas, id, () => loadSellingTaquilla(this.db, id));

  /** The catalogue for a sale on these occurrences by this taquilla. */
  async catalogue(occurrenceIds: readonly number[], taquilla: SellingTaquilla): Promise<SaleCatalogue> {
    const missing = occurrenceIds.filter((id) => !this.occurrences.has(id));
    if (missing.length) {
      const loading = loadOccurrences(this.db, missing);
      for (const id of missing) {
        this.remember(this.occurrences, id, async () => (await loading).find((row) => row.id === id) ?? null);
      }
    }
    const found = (await Promise.all(occurrenceIds.map((id) => this.occurrences.get(id)!))).filter(
      (occurrence): occurrence is SaleOccurrence => occurrence !== null,
    );
    const productIds = [...new Set(found.map((occurrence) => occurrence.productId))].sort((a, b) => a - b);
    const [rules, limits] = await Promise.all([
      Promise.all(productIds.map((id) => this.remember(this.products, id, async () => (await loadProductRules(this.db, [id])).get(id)!))),
      this.remember(this.limits, `${taquilla.id}:${productIds.join(',')}`, () => loadChainLimits(this.db, taquilla.chain, productIds)),
    ]);
    return {
      occurrences: new Map(found.map((occurrence) => [occurrence.id, occurrence])),
      products: new Map(productIds.map((id, i) => [id, rules[i]!])),
      ...limits,
    };
  }

  private remember<K, V>(map: Map<K, Promise<V>>, key: K, load: () => Promise<V>): Promise<V> {
    let entry = map.get(key);
    if (!entry) {
      entry = load();
      map.set(key, entry);
      entry.catch(() => map.delete(key));
    }
    return entry;
  }
}
