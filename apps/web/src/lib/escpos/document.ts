import { EscPos, type PaperWidth } from './encoder';

/** How this terminal's printer prints: its paper, whether it cuts, whether it has a cash drawer. */
export interface PrintOptions {
  readonly paper: PaperWidth;
  readonly cut: boolean;
  readonly drawer: boolean;
  /** The zone dates are printed in; the browser's when absent (tests fix it). */
  readonly timeZone?: string | undefined;
}

/** A document for this printer: reset, code page chosen, left-aligned. */
export const beginDocument = (options: PrintOptions): EscPos => new EscPos(options.paper).init().align('left');

/**
 * The document's end: paper fed past the tear bar, cut where the printer cuts, and the cash drawer
 * opened when money changes hands (`opensDrawer`) and the printer has one.
 */
export function endDocument(doc: EscPos, options: PrintOptions, opensDrawer = false): Uint8Array {
  doc.feed(options.cut ? 4 : 5);
  if (options.cut) doc.cut();
  if (opensDrawer && options.drawer) doc.openDrawer();
  return doc.bytes();
}

/** A centred bold title, in double size when `big`. */
export function title(doc: EscPos, text: string, big = false): EscPos {
  doc.align('center').bold(true);
  if (big) doc.doubleSize(true);
  doc.line(text);
  if (big) doc.doubleSize(false);
  return doc.bold(false).align('left');
}
