import type { Connection } from './printer-settings';

/**
 * The three ways a browser reaches a printer, each behind feature detection: Web Serial
 * (`navigator.serial`), WebUSB (`navigator.usb`, a bulk OUT endpoint) and Web Bluetooth
 * (`navigator.bluetooth`, a writable GATT characteristic). The DOM's types lack them; the shapes
 * below are the parts used.
 */
interface SerialPortLike {
  readonly writable: WritableStream<Uint8Array> | null;
  open(options: { baudRate: number }): Promise<void>;
  close(): Promise<void>;
  getInfo?(): { usbVendorId?: number; usbProductId?: number };
}
interface UsbEndpoint {
  readonly endpointNumber: number;
  readonly direction: 'in' | 'out';
  readonly type: string;
}
interface UsbDeviceLike {
  readonly productName?: string;
  readonly opened: boolean;
  readonly configuration: { interfaces: { interfaceNumber: number; alternate: { endpoints: UsbEndpoint[] } }[] } | null;
  open(): Promise<void>;
  selectConfiguration(value: number): Promise<void>;
  claimInterface(number: number): Promise<void>;
  transferOut(endpoint: number, data: Uint8Array): Promise<{ status: string }>;
}
interface GattCharacteristic {
  readonly properties: { write: boolean; writeWithoutResponse: boolean };
  writeValueWithoutResponse?(data: Uint8Array): Promise<void>;
  writeValue(data: Uint8Array): Promise<void>;
}
interface BluetoothDeviceLike {
  readonly name?: string;
  readonly gatt?: {
    connected: boolean;
    connect(): Promise<{ getPrimaryServices(): Promise<{ getCharacteristics(): Promise<GattCharacteristic[]> }[]> }>;
  };
}
interface NavigatorWithDevices {
  serial?: { requestPort(options?: object): Promise<SerialPortLike>; getPorts(): Promise<SerialPortLike[]> };
  usb?: {
    requestDevice(options: { filters: object[] }): Promise<UsbDeviceLike>;
    getDevices(): Promise<UsbDeviceLike[]>;
  };
  bluetooth?: {
    requestDevice(options: object): Promise<BluetoothDeviceLike>;
    getDevices?(): Promise<BluetoothDeviceLike[]>;
  };
}

/** An open way to the printer. */
export interface PrinterLink {
  write(bytes: Uint8Array): Promise<void>;
}

/** A printer that could not be reached, with what the seller reads. */
export class PrinterError extends Error {}

const NOT_PAIRED = 'No hay una impresora emparejada en este equipo: empareje una en «Impresora».';
const UNREACHABLE = 'La impresora no responde: revise que esté encendida, conectada y con papel.';

/** Services that carry the ESC/POS stream on common Bluetooth thermal printers. */
const BLUETOOTH_SERVICES = [
  '000018f0-0000-1000-8000-00805f9b34fb',
  'e7810a71-73ae-499d-8c15-faa9aef0c3f2',
  '49535343-fe7d-4ae5-8fa9-9fafd205e455',
];
const USB_CHUNK = 4096;
const BLUETOOTH_CHUNK = 180;

const devices = (): NavigatorWithDevices =>
  typeof navigator === 'undefined' ? {} : (navigator as NavigatorWithDevices);

/** The connections this browser has (Chromium with HTTPS or localhost for USB, serial and Bluetooth). */
export function availableConnections(): ReadonlySet<Connection> {
  const nav = devices();
  const found = new Set<Connection>(['none']);
  if (nav.usb) found.add('usb');
  if (nav.serial) found.add('serial');
  if (nav.bluetooth) found.add('bluetooth');
  return found;
}

/** Open links, kept between prints: opening a port takes longer than a ticket's bytes. */
const links = new Map<Connection, PrinterLink>();
let bluetoothDevice: BluetoothDeviceLike | null = null;

/** Forgets the open links and the Bluetooth device (another connection was chosen). */
export function forgetPrinterLinks(): void {
  links.clear();
  bluetoothDevice = null;
}

function serialLink(port: SerialPortLike): PrinterLink {
  return {
    async write(bytes) {
      if (!port.writable) throw new PrinterError(UNREACHABLE);
      const writer = port.writable.getWriter();
      try {
        await writer.write(bytes);
        writer.releaseLock();
      } catch (error) {
        // A failed write leaves the stream broken: close the port so the next print opens it anew.
        writer.releaseLock();
        await port.close().catch(() => undefined);
        throw error;
      }
    },
  };
}

async function openSerial(port: SerialPortLike): Promise<PrinterLink> {
  // A port already open (another tab of this page, or a print before a reload) is used as it is.
  if (!port.writable) await port.open({ baudRate: 9600 });
  return serialLink(port);
}

async function openUsb(device: UsbDeviceLike): Promise<PrinterLink> {
  if (!device.opened) await device.open();
  if (!device.configuration) await device.selectConfiguration(1);
  const found = device.configuration?.interfaces
    .map((one) => ({ one, out: one.alternate.endpoints.find((e) => e.direction === 'out' && e.type === 'bulk') }))
    .find((candidate) => candidate.out);
  if (!found?.out) throw new PrinterError('El dispositivo USB elegido no es una impresora: elija otro en «Impresora».');
  await device.claimInterface(found.one.interfaceNumber);
  const endpoint = found.out.endpointNumber;
  return {
    async write(bytes) {
      for (let at = 0; at < bytes.length; at += USB_CHUNK) {
        const result = await device.transferOut(endpoint, bytes.subarray(at, at + USB_CHUNK));
        if (result.status !== 'ok') throw new PrinterError(UNREACHABLE);
      }
    },
  };
}

async function openBluetooth(device: BluetoothDeviceLike): Promise<PrinterLink> {
  if (!device.gatt) throw new PrinterError(UNREACHABLE);
  const server = await device.gatt.connect();
  const characteristics = (
    await Promise.all((await server.getPrimaryServices()).map((s) => s.getCharacteristics()))
  ).flat();
  const target = characteristics.find((c) => c.properties.writeWithoutResponse || c.properties.write);
  if (!target) throw new PrinterError('El equipo Bluetooth elegido no recibe impresiones: elija otro en «Impresora».');
  return {
    async write(bytes) {
      for (let at = 0; at < bytes.length; at += BLUETOOTH_CHUNK) {
        const chunk = bytes.subarray(at, at + BLUETOOTH_CHUNK);
        if (target.properties.writeWithoutResponse && target.writeValueWithoutResponse)
          await target.writeValueWithoutResponse(chunk);
        else await target.writeValue(chunk);
      }
    },
  };
}

/**
 * Asks the browser for a printer (its own chooser: it needs the click of a person) and opens it.
 * Answers the device's name; a chooser closed without choosing is a PrinterError.
 */
export async function pairPrinter(connection: Exclude<Connection, 'none'>): Promise<string> {
  const nav = devices();
  links.delete(connection);
  try {
    if (connection === 'serial' && nav.serial) {
      const port = await nav.serial.requestPort();
      links.set('serial', await openSerial(port));
      const info = port.getInfo?.();
      return info?.usbVendorId
        ? `Puerto serie ${info.usbVendorId.toString(16)}:${(info.usbProductId ?? 0).toString(16)}`
        : 'Puerto serie';
    }
    if (connection === 'usb' && nav.usb) {
      const device = await nav.usb.requestDevice({ filters: [] });
      links.set('usb', await openUsb(device));
      return device.productName || 'Impresora USB';
    }
    if (connection === 'bluetooth' && nav.bluetooth) {
      bluetoothDevice = await nav.bluetooth.requestDevice({
        acceptAllDevices: true,
        optionalServices: BLUETOOTH_SERVICES,
      });
      links.set('bluetooth', await openBluetooth(bluetoothDevice));
      return bluetoothDevice.name || 'Impresora Bluetooth';
    }
  } catch (error) {
    throw asPrinterError(error);
  }
  throw new PrinterError('Este navegador no puede usar esa conexión: use Chrome o Edge, con HTTPS.');
}

function asPrinterError(error: unknown): PrinterError {
  if (error instanceof PrinterError) return error;
  if (error instanceof Error && error.name === 'NotFoundError')
    return new PrinterError('No se eligió ninguna impresora.');
  return new PrinterError(UNREACHABLE);
}

/** The printer paired before (the browser remembers the permission across visits), opened. */
async function reopen(connection: Exclude<Connection, 'none'>): Promise<PrinterLink> {
  const nav = devices();
  if (connection === 'serial' && nav.serial) {
    const [port] = await nav.serial.getPorts();
    if (port) return openSerial(port);
  }
  if (connection === 'usb' && nav.usb) {
    const [device] = await nav.usb.getDevices();
    if (device) return openUsb(device);
  }
  if (connection === 'bluetooth' && nav.bluetooth) {
    const device = bluetoothDevice ?? (await nav.bluetooth.getDevices?.())?.[0];
    if (device) return openBluetooth(device);
  }
  throw new PrinterError(NOT_PAIRED);
}

/**
 * Sends bytes to the paired printer: the open link, or the paired device opened again once when
 * the link broke (unplugged and plugged back). A PrinterError says in Spanish what went wrong.
 */
export async function sendToPrinter(connection: Exclude<Connection, 'none'>, bytes: Uint8Array): Promise<void> {
  const open = links.get(connection);
  try {
    if (open) {
      try {
        await open.write(bytes);
        return;
      } catch {
        links.delete(connection);
      }
    }
    const link = await reopen(connection);
    links.set(connection, link);
    await link.write(bytes);
  } catch (error) {
    links.delete(connection);
    throw asPrinterError(error);
  }
}
