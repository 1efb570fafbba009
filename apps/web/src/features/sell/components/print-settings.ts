import { useState } from 'react';

/** Thermal paper widths the ticket layout supports, in millimetres. */
export const PAPER_WIDTHS = [58, 80] as const;
export type PaperWidth = (typeof PAPER_WIDTHS)[number];

const WIDTH_KEY = 'banca.sell.paper_width';
const AUTO_PRINT_KEY = 'banca.sell.auto_print';

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Storage refused (private mode): the choice lasts until the page is closed.
  }
}

export const readPaperWidth = (): PaperWidth => (read(WIDTH_KEY) === '80' ? 80 : 58);

/** The taquilla's printer: paper width and whether a sale prints at once, remembered in this browser. */
export function usePrintSettings() {
  const [width, setWidth] = useState<PaperWidth>(readPaperWidth);
  const [autoPrint, setAutoPrint] = useState(() => read(AUTO_PRINT_KEY) !== 'false');
  return {
    width,
    setWidth: (next: PaperWidth) => {
      setWidth(next);
      write(WIDTH_KEY, String(next));
    },
    autoPrint,
    setAutoPrint: (next: boolean) => {
      setAutoPrint(next);
      write(AUTO_PRINT_KEY, String(next));
    },
  };
}
