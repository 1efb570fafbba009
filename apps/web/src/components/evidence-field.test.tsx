import { IMAGE_MAX_BYTES } from '@banca/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm, useWatch } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/test/fake-api';
import { EvidenceField } from './evidence-field';

const UPLOAD = '/api/v2/pruebas/evidence';
const STORED = (id: number) => `/api/v2/pruebas/7/evidence/${id}`;
const png = (name = 'captura.png', bytes = 8) => new File([new Uint8Array(bytes)], name, { type: 'image/png' });

function Harness({ initial = [], max = 3, stored = false }: { initial?: number[]; max?: number; stored?: boolean }) {
  const { control } = useForm<{ image_ids: number[] }>({ defaultValues: { image_ids: initial } });
  const ids = useWatch({ control, name: 'image_ids' });
  return (
    <>
      <EvidenceField
        control={control}
        name="image_ids"
        uploadPath={UPLOAD}
        label="Comprobante del pago"
        max={max}
        storedUrl={stored ? STORED : undefined}
      />
      <output aria-label="Ids">{JSON.stringify(ids)}</output>
    </>
  );
}

let uploads: FormData[];
let answers: Response[];
let revoked: string[];
beforeEach(() => {
  uploads = [];
  answers = [];
  revoked = [];
  let next = 40;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = String(input).split('?')[0];
      if (path === UPLOAD && init?.method === 'POST') {
        uploads.push(init.body as FormData);
        return answers.shift() ?? jsonResponse(200, { id: ++next });
      }
      if (path === STORED(9))
        return new Response(new Blob(['png']), { status: 200, headers: { 'content-type': 'image/png' } });
      return jsonResponse(404, { code: 'NOT_FOUND', message: 'La imagen no existe.' });
    }),
  );
  let objects = 0;
  vi.stubGlobal(
    'URL',
    Object.assign(URL, {
      createObjectURL: () => `blob:vista-${++objects}`,
      revokeObjectURL: (url: string) => void revoked.push(url),
    }),
  );
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const show = (ui = <Harness />) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      {ui}
    </QueryClientProvider>,
  );
const ids = () => screen.getByLabelText('Ids').textContent;
const user = () => userEvent.setup({ applyAccept: false });

describe('EvidenceField', () => {
  it('uploads each chosen image at once, keeps its id and shows it, and takes it off again', async () => {
    show();
    await user().upload(screen.getByLabelText('Comprobante del pago'), [png('a.png'), png('b.jpg')]);
    await waitFor(() => expect(ids()).toBe('[41,42]'));
    expect(uploads.map((form) => (form.get('file') as File).name)).toEqual(['a.png', 'b.jpg']);
    expect(screen.getByRole('img', { name: 'Imagen adjunta 1' }).getAttribute('src')).toBe('blob:vista-1');
    expect(screen.getByRole('img', { name: 'Imagen adjunta 2' })).toBeTruthy();
    expect(screen.getByText(/2 de 3 imágenes adjuntas/)).toBeTruthy();

    await user().click(screen.getByRole('button', { name: 'Quitar la imagen 1' }));
    expect(ids()).toBe('[42]');
    expect(revoked).toEqual(['blob:vista-1']);
    expect(screen.queryByRole('img', { name: 'Imagen adjunta 2' })).toBeNull();
  });

  it('says in Spanish, naming the file, what is not an image or too large, and sends neither', async () => {
    show();
    const text = new File(['hola'], 'nota.txt', { type: 'text/plain' });
    const big = png('enorme.png', IMAGE_MAX_BYTES + 1);
    await user().upload(screen.getByLabelText('Comprobante del pago'), [text, big]);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('«nota.txt»: El archivo no es una imagen PNG, JPEG, WebP o SVG.');
    expect(alert.textContent).toContain('«enorme.png»: La imagen no puede pesar más de 2 MiB.');
    expect(uploads).toHaveLength(0);
    expect(ids()).toBe('[]');
  });

  it('shows the reason the server gives on the file field', async () => {
    answers.push(
      jsonResponse(415, {
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: 'El archivo no es una imagen PNG, JPEG, WebP o SVG.',
        fields: [{ field: 'file', message: 'El archivo no es una imagen PNG, JPEG, WebP o SVG.' }],
      }),
    );
    show();
    await user().upload(screen.getByLabelText('Comprobante del pago'), png('falsa.png'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      '«falsa.png»: El archivo no es una imagen PNG, JPEG, WebP o SVG.',
    );
    expect(ids()).toBe('[]');
  });

  it('takes no more than the record carries, and then offers no more', async () => {
    show(<Harness max={1} />);
    await user().upload(screen.getByLabelText('Comprobante del pago'), [png('a.png'), png('b.png')]);
    await waitFor(() => expect(ids()).toBe('[41]'));
    expect(uploads).toHaveLength(1);
    expect(screen.getByRole('alert').textContent).toBe('Puede adjuntar una sola imagen.');
    expect(screen.getByRole('button', { name: 'Adjuntar imagen' }).hasAttribute('disabled')).toBe(true);
  });

  it('opens the file chooser from the keyboard: the button is a real button with its hint', async () => {
    const chooser = vi.spyOn(HTMLInputElement.prototype, 'click').mockImplementation(() => undefined);
    show();
    const button = screen.getByRole('button', { name: 'Adjuntar imagen' });
    await user().tab();
    expect(document.activeElement).toBe(button);
    await user().keyboard('{Enter}');
    expect(chooser).toHaveBeenCalledTimes(1);
    expect(document.getElementById(button.getAttribute('aria-describedby')!)?.textContent).toMatch(
      /^Comprobante del pago: sin imágenes adjuntas · PNG, JPEG, WebP o SVG, hasta 2 MiB$/,
    );
  });

  it('shows the images a record already has from the server, each with its Quitar', async () => {
    show(<Harness initial={[9]} stored />);
    expect(await screen.findByRole('img', { name: 'Imagen adjunta 1' })).toBeTruthy();
    await user().click(screen.getByRole('button', { name: 'Quitar la imagen 1' }));
    expect(ids()).toBe('[]');
  });
});
