import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import {
  contentDispositionOf,
  exportEndpointOf,
  exportPathOf,
  fileNameOfContentDisposition,
  isFileEndpoint,
} from './file-answer';
import { zListQueryOf } from './list';

describe('a file answer’s name', () => {
  it('travels in Spanish with an ASCII fallback, and is read back as it was', () => {
    const header = contentDispositionOf('Bitácora "año" 2026.xlsx');
    expect(header).toBe(
      'attachment; filename="Bitacora _ano_ 2026.xlsx"; filename*=UTF-8\'\'Bit%C3%A1cora%20%22a%C3%B1o%22%202026.xlsx',
    );
    expect(fileNameOfContentDisposition(header)).toBe('Bitácora "año" 2026.xlsx');
    expect(fileNameOfContentDisposition('attachment; filename="viejo.csv"')).toBe('viejo.csv');
    expect(fileNameOfContentDisposition(null)).toBeNull();
  });
});

describe('exportEndpointOf', () => {
  const list = defineEndpoint({
    method: 'GET',
    path: '/api/v2/prueba/',
    summary: 'Lista de prueba',
    tag: 'Prueba',
    access: { public: true },
    request: { query: zListQueryOf(['name'], { search: z.string().optional() }) },
    responses: { 200: z.unknown() },
  });
  const exported = exportEndpointOf(list);

  it('posts the list’s filters and a format to <list path>/export, under the list’s rule', () => {
    expect(exported).toMatchObject({
      method: 'POST',
      path: '/api/v2/prueba/export',
      tag: 'Prueba',
      access: list.access,
    });
    expect(exportPathOf(list.path)).toBe(exported.path);
    expect(isFileEndpoint(exported)).toBe(true);
    expect(isFileEndpoint(list)).toBe(false);
    expect(exported.request.body.parse({ format: 'pdf', search: 'x', sort: 'name' })).toMatchObject({
      format: 'pdf',
      search: 'x',
      sort: 'name',
    });
    expect(exported.request.body.safeParse({ search: 'x' }).success).toBe(false);
  });
});
