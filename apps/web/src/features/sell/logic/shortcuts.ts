/**
 * The point of sale's keys (ADR 050). Function keys a browser leaves to the page; Alt+letter by
 * the key's position, so a keyboard layout or a Mac's Option characters do not change it.
 */
export const SHORTCUTS = {
  sell: {
    label: 'F9',
    matches: (event: KeyLike) => event.key === 'F9' || (event.key === 'Enter' && (event.ctrlKey || event.metaKey)),
  },
  searchDraw: { label: 'F2', matches: (event: KeyLike) => event.key === 'F2' },
  nextDraw: { label: 'F4', matches: (event: KeyLike) => event.key === 'F4' && !event.altKey },
  payPrize: { label: 'F8', matches: (event: KeyLike) => event.key === 'F8' },
  repeatLast: { label: 'Alt+R', matches: (event: KeyLike) => event.altKey && event.code === 'KeyR' },
  annulLast: { label: 'Alt+A', matches: (event: KeyLike) => event.altKey && event.code === 'KeyA' },
} as const;

export type ShortcutAction = keyof typeof SHORTCUTS;

export interface KeyLike {
  readonly key: string;
  readonly code: string;
  readonly altKey: boolean;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
}

/** The action a key press asks for, if any. */
export function shortcutOf(event: KeyLike): ShortcutAction | null {
  for (const [action, shortcut] of Object.entries(SHORTCUTS)) {
    if (shortcut.matches(event)) return action as ShortcutAction;
  }
  return null;
}

/** "Vender (F9)": a button's label with its key, as the seller sees it. */
export const withKey = (label: string, action: ShortcutAction) => `${label} (${SHORTCUTS[action].label})`;
