import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { savePrinterSettings } from '@/lib/escpos/printer-settings';
import { forgetPrinterLinks } from '@/lib/escpos/transports';
import { useReceiptPrinter, type PrintJob } from './use-receipt-printer';

afterEach(() => {
  vi.unstubAllGlobals();
  forgetPrinterLinks();
});

function pairedSerial({ fail }: { fail: boolean }) {
  const written: Uint8Array[] = [];
  let writable: WritableStream<Uint8Array> | null = null;
  const port = {
    get writable() {
      return writable;
    },
    open: async () => {
      writable = new WritableStream<Uint8Array>({
        write(chunk) {
          if (fail) throw new Error('unplugged');
          written.push(chunk);
        },
      });
    },
    close: async () => {
      writable = null;
    },
  };
  vi.stubGlobal('navigator', { ...navigator, serial: { requestPort: async () => port, getPorts: async () => [port] } });
  savePrinterSettings({ connection: 'serial' });
  return written;
}

const job = (over: Partial<PrintJob> = {}): PrintJob => ({
  document: (options) => Uint8Array.from([options.paper, options.cut ? 1 : 0]),
  fallback: vi.fn(),
  ...over,
});

describe('useReceiptPrinter', () => {
  it('opens the print view when no printer is paired', async () => {
    const { result } = renderHook(() => useReceiptPrinter());
    const printing = job();
    await act(() => result.current.print(printing));
    expect(printing.fallback).toHaveBeenCalledOnce();
    expect(result.current.failure).toBeNull();
  });

  it('sends the document to the paired printer, on its paper, without the print view', async () => {
    const written = pairedSerial({ fail: false });
    savePrinterSettings({ paper: 80, cut: false });
    const { result } = renderHook(() => useReceiptPrinter());
    const printing = job();
    await act(() => result.current.print(printing));
    expect(written.map((chunk) => [...chunk])).toEqual([[80, 0]]);
    expect(printing.fallback).not.toHaveBeenCalled();
  });

  it('leaves a failure with what «Reimprimir» does instead of throwing, and no print view', async () => {
    pairedSerial({ fail: true });
    const retry = vi.fn();
    const printing = job({ retry });
    const { result } = renderHook(() => useReceiptPrinter());
    let printed: boolean | undefined;
    await act(async () => {
      printed = await result.current.print(printing);
    });
    expect(printed).toBe(false);
    expect(printing.fallback).not.toHaveBeenCalled();
    expect(result.current.failure?.message).toBe(
      'La impresora no responde: revise que esté encendida, conectada y con papel.',
    );
    result.current.failure?.retry();
    expect(retry).toHaveBeenCalledOnce();
    act(() => result.current.dismissFailure());
    expect(result.current.failure).toBeNull();
  });
});
