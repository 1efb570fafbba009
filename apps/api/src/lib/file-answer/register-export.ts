import type { ExportFormat, FileEndpointContract } from '@banca/contracts';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint, type EndpointHandler, type EndpointRequest } from '../../plugins/endpoint';
import { contextOf, type AuthenticatedRequest, type UseCaseContext } from '../use-case';
import type { ExportColumn } from './columns';
import { fileAnswer } from './file-answer';
import type { AppliedFilter } from './report';
import { dayOf, dayText } from './values';

/** What an export endpoint's use case gets: its body's filters (all but the format). */
export type ExportFilters<C extends FileEndpointContract> = Omit<EndpointRequest<C>['body'], 'format'>;

/** How a list is exported: its title, columns, filters in words, and its rows. */
export interface ExportSpec<C extends FileEndpointContract, Row> {
  /** The report's name, e.g. "Agencias". */
  readonly title: string;
  /** The file name's stem, e.g. "agencias". */
  readonly fileName: string;
  readonly columns: readonly ExportColumn<Row>[];
  /** The Spanish name of each filter shown in the title block (others show their key). */
  readonly filterLabels?: Readonly<Record<string, string>>;
  /** The words of filters whose value is an id (a partner, an account): its name, not its number. */
  readonly filterWords?: (
    ctx: UseCaseContext,
    filters: ExportFilters<C>,
  ) => Promise<Readonly<Partial<Record<string, string>>>>;
  /**
   * The rows of the caller's filters: the list's own scoped query (a cursor, or its page
   * function through `pagedRows`), never a query of its own with another scope.
   */
  readonly rows: (ctx: UseCaseContext, filters: ExportFilters<C>) => AsyncIterable<Row>;
  /** Whether a row counts in the totals, when the screen's totals leave some out. */
  readonly counted?: (row: Row) => boolean;
}

const SPECS = new Map<string, ExportSpec<FileEndpointContract, unknown>>();

/** The spec an export path was registered with: its columns say which field of the list's rows each column shows. */
export function exportSpecOf(path: string): ExportSpec<FileEndpointContract, unknown> | undefined {
  return SPECS.get(path);
}

/**
 * Registers an export endpoint (`exportEndpointOf(list)`) next to its list. `reads: 'reports'`
 * for a report's file, read where its list reads (`app.reports`, ADR 056).
 */
export function registerExport<C extends FileEndpointContract, Row>(
  app: FastifyInstance,
  contract: C,
  spec: ExportSpec<C, Row>,
  reads: 'primary' | 'reports' = 'primary',
): void {
  SPECS.set(contract.path, spec as unknown as ExportSpec<FileEndpointContract, unknown>);
  // An export's contract is its list's, so its rule is never public: the access plugin admitted a caller.
  const handler = async (request: EndpointRequest<C> & AuthenticatedRequest) => {
    const { principal } = request;
    const body = request.body as ExportFilters<C> & { format: ExportFormat };
    const ctx = contextOf(request, reads === 'reports' ? await app.reports.db() : app.db);
    return fileAnswer(body.format, {
      title: spec.title,
      fileName: spec.fileName,
      filters: filtersInWords(body, spec.filterLabels ?? {}, spec.filterWords ? await spec.filterWords(ctx, body) : {}),
      columns: spec.columns,
      rows: spec.rows(ctx, body),
      ...(spec.counted && { counted: spec.counted }),
      exportedBy: `${principal.name} (${principal.username})`,
      timezone: request.timezone,
      at: new Date(),
    });
  };
  registerEndpoint(app, contract, handler as unknown as EndpointHandler<C>);
}

/** Paging, sorting and the format are not filters. */
const NOT_FILTERS = new Set(['format', 'page', 'per_page', 'sort', 'order']);

export function filtersInWords(
  body: object,
  labels: Readonly<Record<string, string>>,
  names: Readonly<Partial<Record<string, string>>> = {},
): AppliedFilter[] {
  const filters: AppliedFilter[] = [];
  for (const [key, raw] of Object.entries(body)) {
    if (NOT_FILTERS.has(key) || raw === undefined || raw === null || raw === '') continue;
    const values = (Array.isArray(raw) ? raw : [raw]) as unknown[];
    if (values.length === 0) continue;
    const named = names[key];
    if (named !== undefined) {
      filters.push({ label: labels[key] ?? key, value: named });
      continue;
    }
    const words = values.map((value) => {
      if (typeof value === 'boolean') return value ? 'Sí' : 'No';
      const day = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? dayOf(value) : null;
      return day ? dayText(day) : String(value);
    });
    filters.push({ label: labels[key] ?? key, value: words.join(', ') });
  }
  return filters;
}
