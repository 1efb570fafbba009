import type { SaleDraw } from '@banca/contracts';
import { useMemo, useState } from 'react';
import type { SaleDrawsData } from '../api/list-sale-draws';
import { isSellable, sharedBetTypes } from '../logic/draw-groups';
import { entryPlays, type PlayEntry } from '../logic/entry';
import { addLines, lineKey, removeLine, type TicketLine } from '../logic/ticket-lines';
import type { AddResult } from './play-entry';

const CLOSED_LINE = 'El sorteo ya no está abierto: quite esta jugada.';

/** The selected draws and the ticket being built, checked against the limits and the server clock. */
export function useTicketBuilder(data: SaleDrawsData, now: number) {
  const [selected, setSelected] = useState<number[]>([]);
  const [lines, setLines] = useState<TicketLine[]>([]);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});

  const drawsById = useMemo(() => new Map(data.draws.map((draw) => [draw.occurrence_id, draw])), [data.draws]);
  const sellable = (id: number) => {
    const draw = drawsById.get(id);
    return draw !== undefined && isSellable(draw, now);
  };
  const selectedDraws = selected.filter(sellable).map((id) => drawsById.get(id) as SaleDraw);
  const closedKeys = lines.filter((line) => !sellable(line.occurrence_id)).map(lineKey);
  const lineErrors = { ...serverErrors, ...Object.fromEntries(closedKeys.map((key) => [key, CLOSED_LINE])) };
  const betTypes = sharedBetTypes(selectedDraws);
  const animalitos = selectedDraws.find((draw) => draw.product_type === 'ANIMALITOS');

  const change = (next: TicketLine[]) => {
    setLines(next);
    const keys = new Set(next.map(lineKey));
    setServerErrors((errors) => Object.fromEntries(Object.entries(errors).filter(([key]) => keys.has(key))));
  };

  return {
    drawsById,
    selected: selected.filter(sellable),
    selectedDraws,
    betTypes,
    symbols: animalitos ? (data.symbols[String(animalitos.product_id)] ?? []) : [],
    lines,
    lineErrors,
    hasClosedLines: closedKeys.length > 0,
    /** Why the plays typed cannot go to the selected draws together, or null. */
    notice:
      selectedDraws.length > 0 && betTypes.length === 0
        ? 'Los sorteos seleccionados no tienen una jugada en común: agréguelos por separado.'
        : null,
    toggle: (id: number) =>
      setSelected((current) => (current.includes(id) ? current.filter((other) => other !== id) : [...current, id])),
    /** Adds a draw to the selection (F4: the next one closing). */
    select: (id: number) => setSelected((current) => (current.includes(id) ? current : [...current, id])),
    add: (entry: PlayEntry): AddResult => {
      const plays = entryPlays(selectedDraws, entry, data.symbols);
      if (!plays.ok) return { field: plays.field, message: plays.message };
      const result = addLines(lines, plays.plays, data.limits, data.currency);
      if (!result.ok) return { field: 'amount', message: result.message };
      change(result.lines);
      return null;
    },
    remove: (key: string) => change(removeLine(lines, key)),
    replace: change,
    setServerErrors,
  };
}

export type TicketBuilder = ReturnType<typeof useTicketBuilder>;
