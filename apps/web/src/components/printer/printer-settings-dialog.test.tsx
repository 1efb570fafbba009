import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { printerSettings } from '@/lib/escpos/printer-settings';
import { forgetPrinterLinks } from '@/lib/escpos/transports';
import { PrinterAlert } from './printer-alert';
import { PrinterSettingsDialog } from './printer-settings-dialog';

/** A serial port whose stream keeps what it is sent; `fail` makes every write fail. */
function fakeSerial({ fail = false } = {}) {
  const written: Uint8Array[] = [];
  let open = false;
  const port = {
    get writable() {
      return open
        ? new WritableStream<Uint8Array>({
            write(chunk) {
              if (fail) throw new Error('unplugged');
              written.push(chunk);
            },
          })
        : null;
    },
    open: vi.fn(async () => {
      open = true;
    }),
    close: vi.fn(async () => {
      open = false;
    }),
    getInfo: () => ({ usbVendorId: 0x0416, usbProductId: 0x5011 }),
  };
  vi.stubGlobal('navigator', {
    ...navigator,
    serial: { requestPort: vi.fn(async () => port), getPorts: async () => [port] },
  });
  return { written, port };
}

afterEach(() => {
  vi.unstubAllGlobals();
  forgetPrinterLinks();
});

describe('the printer settings dialog', () => {
  it('offers only what this browser has, and says so of the rest', () => {
    render(<PrinterSettingsDialog onClose={() => undefined} />);
    expect(
      (screen.getByRole('radio', { name: 'Ninguna (ventana de impresión del navegador)' }) as HTMLInputElement).checked,
    ).toBe(true);
    expect((screen.getByRole('radio', { name: 'USB: este navegador no la tiene' }) as HTMLInputElement).disabled).toBe(
      true,
    );
    expect(
      (screen.getByRole('radio', { name: 'Serie: este navegador no la tiene' }) as HTMLInputElement).disabled,
    ).toBe(true);
    expect((screen.getByRole('button', { name: 'Imprimir prueba' }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText(/cada impresión abre la ventana de impresión del navegador/)).toBeTruthy();
  });

  it('pairs a serial printer, remembers the paper, cut and drawer, and prints a test page to it', async () => {
    const { written } = fakeSerial();
    const user = userEvent.setup();
    render(<PrinterSettingsDialog onClose={() => undefined} />);
    await user.click(screen.getByRole('radio', { name: 'Serie' }));
    await user.click(screen.getByRole('button', { name: 'Emparejar impresora' }));
    expect(await screen.findByText('Emparejada: Puerto serie 416:5011')).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: '80 mm' }));
    await user.click(screen.getByRole('checkbox', { name: 'Abrir la gaveta de dinero al vender y al pagar' }));
    await user.click(screen.getByRole('checkbox', { name: 'Cortar el papel al terminar' }));
    expect(printerSettings()).toMatchObject({ connection: 'serial', paper: 80, drawer: true, cut: false });
    expect(JSON.parse(localStorage.getItem('banca.printer')!)).toMatchObject({ connection: 'serial', paper: 80 });

    await user.click(screen.getByRole('button', { name: 'Imprimir prueba' }));
    await waitFor(() => expect(written.length).toBeGreaterThan(0));
    const text = String.fromCharCode(...written.flatMap((chunk) => [...chunk]));
    expect(text).toContain('Papel de 80 mm: 48 columnas');
    expect(text).toContain('\x1b\x70\x00\x19\xfa'); // the drawer's pulse
    expect(text).not.toContain('\x1d\x56\x42'); // no cut
  });

  it('says in Spanish when the printer does not answer, and keeps the choice', async () => {
    fakeSerial({ fail: true });
    const user = userEvent.setup();
    render(<PrinterSettingsDialog onClose={() => undefined} />);
    await user.click(screen.getByRole('radio', { name: 'Serie' }));
    await user.click(screen.getByRole('button', { name: 'Imprimir prueba' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'La impresora no responde: revise que esté encendida, conectada y con papel.',
    );
    expect(printerSettings().connection).toBe('serial');
  });

  it('is driven by the keyboard: arrows choose, Tab reaches the options', async () => {
    fakeSerial();
    const user = userEvent.setup();
    render(<PrinterSettingsDialog onClose={() => undefined} />);
    screen.getByRole('radio', { name: 'Ninguna (ventana de impresión del navegador)' }).focus();
    await user.keyboard('{ArrowDown}');
    expect(printerSettings().connection).toBe('serial');
    expect((screen.getByRole('button', { name: 'Emparejar impresora' }) as HTMLButtonElement).disabled).toBe(false);
  });
});

describe('the printer alert', () => {
  it('says what failed, that nothing was lost, and reprints', async () => {
    const retry = vi.fn();
    const dismiss = vi.fn();
    const user = userEvent.setup();
    render(
      <PrinterAlert
        failure={{ message: 'La impresora no responde.', retry }}
        saved="La venta ya quedó guardada."
        onDismiss={dismiss}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('No se pudo imprimir');
    expect(screen.getByRole('alert').textContent).toContain('La impresora no responde. La venta ya quedó guardada.');
    await user.click(screen.getByRole('button', { name: 'Reimprimir' }));
    expect(retry).toHaveBeenCalledOnce();
    expect(dismiss).toHaveBeenCalledOnce();
  });
});
