import type { SaleDraw } from '@banca/contracts';
import TextField from '@mui/material/TextField';
import type { KeyboardEvent, RefObject } from 'react';
import { withKey } from '../logic/shortcuts';

/**
 * "Buscar sorteo (F2)": typing narrows the draws to those whose lottery, name or time hold every
 * word; ↓ ↑ move the highlight; Enter adds the highlighted draw and goes back to the number;
 * Shift+Enter adds it and stays, for one play to several draws; Esc goes back.
 */
export function DrawSearch(props: {
  query: string;
  onQuery: (query: string) => void;
  onMove: (step: number) => void;
  highlighted: SaleDraw | undefined;
  inputRef: RefObject<HTMLInputElement | null>;
  onPick: (draw: SaleDraw, stay: boolean) => void;
  onDone: () => void;
}) {
  const { query, highlighted } = props;
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      props.onMove(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter' && !event.ctrlKey && !event.metaKey) {
      event.preventDefault();
      if (highlighted) props.onPick(highlighted, event.shiftKey);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      props.onQuery('');
      props.onDone();
    }
  };

  const hint = !query
    ? undefined
    : highlighted
      ? `Enter: ${highlighted.draw_name} · Mayús+Enter agrega y sigue`
      : 'Ningún sorteo abierto coincide.';
  return (
    <TextField
      inputRef={props.inputRef}
      label={withKey('Buscar sorteo', 'searchDraw')}
      size="small"
      fullWidth
      value={query}
      autoComplete="off"
      onChange={(event) => props.onQuery(event.target.value)}
      onKeyDown={onKeyDown}
      placeholder="Nombre, lotería u hora (1000)"
      helperText={hint}
      slotProps={{ htmlInput: { 'aria-keyshortcuts': 'F2', type: 'search' } }}
    />
  );
}
