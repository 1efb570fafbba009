import { afterEach, describe, expect, it, vi } from 'vitest';
import { availableConnections, forgetPrinterLinks, pairPrinter, PrinterError, sendToPrinter } from './transports';

afterEach(() => {
  vi.unstubAllGlobals();
  forgetPrinterLinks();
});

const withNavigator = (devices: object) => vi.stubGlobal('navigator', { ...navigator, ...devices });
const bytes = (length: number) => Uint8Array.from({ length }, (_, index) => index % 256);

/** A USB printer: an IN endpoint first, then its bulk OUT one, which records each transfer. */
function fakeUsb() {
  const transfers: { endpoint: number; length: number }[] = [];
  const device = {
    productName: 'TM-T20',
    opened: false,
    configuration: null as null | object,
    open: vi.fn(async () => {
      device.opened = true;
    }),
    selectConfiguration: vi.fn(async () => {
      device.configuration = {
        interfaces: [
          { interfaceNumber: 0, alternate: { endpoints: [{ endpointNumber: 1, direction: 'in', type: 'bulk' }] } },
          {
            interfaceNumber: 1,
            alternate: {
              endpoints: [
                { endpointNumber: 2, direction: 'in', type: 'bulk' },
                { endpointNumber: 3, direction: 'out', type: 'bulk' },
              ],
            },
          },
        ],
      };
    }),
    claimInterface: vi.fn(async () => undefined),
    transferOut: vi.fn(async (endpoint: number, data: Uint8Array) => {
      transfers.push({ endpoint, length: data.length });
      return { status: 'ok' };
    }),
  };
  return { device, transfers };
}

describe('the printer transports', () => {
  it('offer only what the browser has, and never fail where it has none', async () => {
    withNavigator({ serial: undefined, usb: undefined, bluetooth: undefined });
    expect([...availableConnections()]).toEqual(['none']);
    await expect(pairPrinter('usb')).rejects.toThrow(
      'Este navegador no puede usar esa conexión: use Chrome o Edge, con HTTPS.',
    );
    await expect(sendToPrinter('serial', bytes(4))).rejects.toThrow(
      'No hay una impresora emparejada en este equipo: empareje una en «Impresora».',
    );
  });

  it('send over WebUSB to the bulk OUT endpoint, in chunks, after claiming its interface', async () => {
    const { device, transfers } = fakeUsb();
    withNavigator({ usb: { requestDevice: vi.fn(async () => device), getDevices: async () => [device] } });
    expect(availableConnections().has('usb')).toBe(true);
    expect(await pairPrinter('usb')).toBe('TM-T20');
    expect(device.claimInterface).toHaveBeenCalledWith(1);
    await sendToPrinter('usb', bytes(5000));
    expect(transfers).toEqual([
      { endpoint: 3, length: 4096 },
      { endpoint: 3, length: 904 },
    ]);
  });

  it('open the device paired on an earlier visit without asking again', async () => {
    const { device, transfers } = fakeUsb();
    const requestDevice = vi.fn();
    withNavigator({ usb: { requestDevice, getDevices: async () => [device] } });
    await sendToPrinter('usb', bytes(10));
    expect(requestDevice).not.toHaveBeenCalled();
    expect(transfers).toEqual([{ endpoint: 3, length: 10 }]);
  });

  it('refuse a USB device without a bulk OUT endpoint in Spanish', async () => {
    const { device } = fakeUsb();
    device.selectConfiguration.mockImplementation(async () => {
      device.configuration = { interfaces: [] };
    });
    withNavigator({ usb: { requestDevice: async () => device, getDevices: async () => [device] } });
    await expect(pairPrinter('usb')).rejects.toThrow(
      'El dispositivo USB elegido no es una impresora: elija otro en «Impresora».',
    );
  });

  it('write to a Bluetooth printer in pieces its radio takes', async () => {
    const written: number[] = [];
    const characteristic = {
      properties: { write: true, writeWithoutResponse: true },
      writeValueWithoutResponse: vi.fn(async (data: Uint8Array) => void written.push(data.length)),
      writeValue: vi.fn(),
    };
    const device = {
      name: 'PT-210',
      gatt: {
        connected: false,
        connect: async () => ({
          getPrimaryServices: async () => [{ getCharacteristics: async () => [characteristic] }],
        }),
      },
    };
    withNavigator({ bluetooth: { requestDevice: vi.fn(async () => device) } });
    expect(await pairPrinter('bluetooth')).toBe('PT-210');
    await sendToPrinter('bluetooth', bytes(400));
    expect(written).toEqual([180, 180, 40]);
  });

  it('say why a chooser closed without a printer', async () => {
    withNavigator({
      serial: {
        requestPort: async () => Promise.reject(new DOMException('No port selected by the user.', 'NotFoundError')),
        getPorts: async () => [],
      },
    });
    const failure = await pairPrinter('serial').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PrinterError);
    expect((failure as Error).message).toBe('No se eligió ninguna impresora.');
  });
});
