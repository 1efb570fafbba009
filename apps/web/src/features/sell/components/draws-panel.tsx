import type { SaleDraw } from '@banca/contracts';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState, type RefObject } from 'react';
import { StatusChip } from '@/components/status-chip';
import { groupDraws, isSellable } from '../logic/draw-groups';
import { searchDraws } from '../logic/draw-search';
import { DrawSearch } from './draw-search';
import { countdownLabel, formatCountdown, isClosingSoon, msUntil } from '../logic/server-clock';

function DrawStatus({ draw, now }: { draw: SaleDraw; now: number }) {
  const remaining = msUntil(draw.close_at, now);
  if (!isSellable(draw, now)) {
    const state = draw.state === 'OPEN' ? 'CLOSED' : draw.state;
    return <StatusChip family="occurrence" status={state} />;
  }
  if (!isClosingSoon(remaining)) return null;
  return (
    <Chip
      size="small"
      color="warning"
      label={formatCountdown(remaining)}
      aria-label={countdownLabel(remaining)}
      title={countdownLabel(remaining)}
      sx={{ fontVariantNumeric: 'tabular-nums' }}
    />
  );
}

function DrawOption({
  draw,
  now,
  checked,
  highlighted,
  onToggle,
}: {
  draw: SaleDraw;
  now: number;
  checked: boolean;
  highlighted: boolean;
  onToggle: () => void;
}) {
  const sellable = isSellable(draw, now);
  const soon = sellable && isClosingSoon(msUntil(draw.close_at, now));
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 1,
        pr: 1,
        borderRadius: 1,
        bgcolor: soon ? 'warning.light' : checked ? 'action.selected' : undefined,
        opacity: sellable ? 1 : 0.6,
        outline: highlighted ? 2 : 0,
        outlineColor: 'primary.main',
      }}
    >
      <FormControlLabel
        sx={{ mr: 0, flex: 1 }}
        control={<Checkbox size="small" checked={checked} disabled={!sellable} onChange={onToggle} />}
        label={<Typography variant="body2">{draw.draw_name}</Typography>}
      />
      <DrawStatus draw={draw} now={now} />
    </Box>
  );
}

/**
 * Today's draws by lottery and slot, under a search (F2) that narrows them. Several may be
 * selected: each play typed is added once per selected draw. Closed and suspended ones are
 * disabled with their state; those closing within ten minutes count down to the close on the
 * server's clock. The list scrolls on its own.
 */
export function DrawsPanel({
  draws,
  now,
  selected,
  onToggle,
  searchRef,
  onDone,
  advanceDate,
}: {
  draws: readonly SaleDraw[];
  now: number;
  selected: readonly number[];
  onToggle: (occurrenceId: number) => void;
  searchRef: RefObject<HTMLInputElement | null>;
  /** Back to the number, once the draws are chosen. */
  onDone: () => void;
  /** Tomorrow's date (`28/11/2026`) when the draws are tomorrow's, sold in advance. */
  advanceDate?: string | undefined;
}) {
  const [query, setQuery] = useState('');
  const [index, setIndex] = useState(0);
  const matches = searchDraws(draws, query, now);
  const highlighted = matches[Math.min(index, matches.length - 1)];
  const groups = groupDraws(query.trim() ? matches : draws);
  const search = (next: string) => {
    setQuery(next);
    setIndex(0);
  };
  return (
    <Paper
      component="section"
      aria-labelledby="sell-draws-title"
      variant="outlined"
      sx={{ p: 1.5, height: '100%', display: 'flex', flexDirection: 'column', minHeight: 0 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5, rowGap: 1 }}>
        <Typography id="sell-draws-title" variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {advanceDate ? `Sorteos de mañana, ${advanceDate}` : 'Sorteos de hoy'}
        </Typography>
        <Box sx={{ flex: '1 1 200px' }}>
          <DrawSearch
            query={query}
            onQuery={search}
            onMove={(step) =>
              setIndex((current) => Math.min(Math.max(current + step, 0), Math.max(matches.length - 1, 0)))
            }
            highlighted={highlighted}
            inputRef={searchRef}
            onPick={(draw, stay) => {
              onToggle(draw.occurrence_id);
              search('');
              if (!stay) onDone();
            }}
            onDone={onDone}
          />
        </Box>
      </Box>
      <Box sx={{ overflow: 'auto', flex: 1, minHeight: 0 }}>
        {groups.length === 0 && !query.trim() && (
          <Typography variant="body2" color="text.secondary">
            {advanceDate ? 'No hay sorteos mañana' : 'No hay sorteos hoy'} para esta taquilla.
          </Typography>
        )}
        {groups.map((lottery) => (
          <Box key={lottery.lottery_id} role="group" aria-label={lottery.lottery_name} sx={{ mt: 1 }}>
            <Typography variant="subtitle2" component="h3" color="primary">
              {lottery.lottery_name}
            </Typography>
            {lottery.slots.map((slot) => (
              <Box
                key={slot.slot}
                role="group"
                aria-label={`${lottery.lottery_name}, ${slot.slot_name}`}
                sx={{ ml: 0.5 }}
              >
                <Typography variant="caption" component="h4" color="text.secondary" sx={{ textTransform: 'uppercase' }}>
                  {slot.slot_name}
                </Typography>
                {slot.draws.map((draw) => (
                  <DrawOption
                    key={draw.occurrence_id}
                    draw={draw}
                    now={now}
                    checked={selected.includes(draw.occurrence_id)}
                    highlighted={draw === highlighted}
                    onToggle={() => onToggle(draw.occurrence_id)}
                  />
                ))}
              </Box>
            ))}
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
