import type { PaperWidth } from './encoder';

/** How this terminal reaches its thermal printer; `none` prints through the browser's print view. */
export const CONNECTIONS = ['none', 'usb', 'serial', 'bluetooth'] as const;
export type Connection = (typeof CONNECTIONS)[number];
export const PAPER_WIDTHS = [58, 80] as const satisfies readonly PaperWidth[];

/** The terminal's printer, remembered in this browser. */
export interface PrinterSettings {
  readonly connection: Connection;
  readonly paper: PaperWidth;
  readonly cut: boolean;
  readonly drawer: boolean;
  /** A sale prints its ticket at once. */
  readonly autoPrint: boolean;
  /** The paired device as the browser names it, to show which one it is. */
  readonly deviceName: string | null;
}

const KEY = 'banca.printer';
/** Where the paper width and "print on sale" were kept before the printer had its own settings. */
const OLD_WIDTH_KEY = 'banca.sell.paper_width';
const OLD_AUTO_PRINT_KEY = 'banca.sell.auto_print';

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function parse(text: string | null): Partial<PrinterSettings> {
  try {
    const value: unknown = text ? JSON.parse(text) : {};
    return value && typeof value === 'object' ? (value as Partial<PrinterSettings>) : {};
  } catch {
    return {};
  }
}

/** The settings as stored, each value checked: anything unknown falls back to printing through the browser. */
function settingsOf(text: string | null): PrinterSettings {
  const stored = parse(text);
  return {
    connection: CONNECTIONS.includes(stored.connection as Connection) ? (stored.connection as Connection) : 'none',
    paper: stored.paper === 80 || (stored.paper === undefined && read(OLD_WIDTH_KEY) === '80') ? 80 : 58,
    cut: stored.cut !== false,
    drawer: stored.drawer === true,
    autoPrint: typeof stored.autoPrint === 'boolean' ? stored.autoPrint : read(OLD_AUTO_PRINT_KEY) !== 'false',
    deviceName: typeof stored.deviceName === 'string' ? stored.deviceName : null,
  };
}

const listeners = new Set<() => void>();
/** The last settings read and the stored texts they came from: one object until a text changes. */
let last: { text: string | null; settings: PrinterSettings } | null = null;
/** What was chosen when storage refuses to keep it (private mode): it lasts until the page is closed. */
let unsaved: PrinterSettings | null = null;

/** The settings now, the same object until they change (`useSyncExternalStore` compares them). */
export function printerSettings(): PrinterSettings {
  if (unsaved) return unsaved;
  const text = read(KEY);
  const key = `${text}|${read(OLD_WIDTH_KEY)}|${read(OLD_AUTO_PRINT_KEY)}`;
  if (!last || last.text !== key) last = { text: key, settings: settingsOf(text) };
  return last.settings;
}

export function savePrinterSettings(change: Partial<PrinterSettings>): PrinterSettings {
  const next = { ...printerSettings(), ...change };
  try {
    localStorage.setItem(KEY, JSON.stringify(next));
    unsaved = null;
  } catch {
    unsaved = next;
  }
  for (const listener of listeners) listener();
  return next;
}

export function subscribePrinterSettings(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
