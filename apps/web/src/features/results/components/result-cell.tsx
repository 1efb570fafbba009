import { imageUrl, ZODIAC_SIGNS, type OccurrenceResult } from '@banca/contracts';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useImageSrc } from '@/lib/use-image-src';

/** "123 · Leo", or "00 Ballena" with the animalito's picture. */
export function resultText(row: Pick<OccurrenceResult, 'result_number' | 'result_sign' | 'symbol_name'>): string {
  if (row.result_number === null) return '';
  const sign = row.result_sign ? ` · ${ZODIAC_SIGNS[row.result_sign - 1]}` : '';
  const symbol = row.symbol_name ? ` ${row.symbol_name}` : '';
  return `${row.result_number}${symbol}${sign}`;
}

function SymbolPicture({ id, name }: { id: number; name: string }) {
  const src = useImageSrc(imageUrl(id));
  return (
    <Avatar variant="rounded" src={src ?? undefined} alt={name} sx={{ width: 32, height: 32, fontSize: 12 }}>
      {name.slice(0, 2)}
    </Avatar>
  );
}

/** The result of a draw as the lists show it ("Sin resultado" until there is one). */
export function ResultCell({ row }: { row: OccurrenceResult }) {
  if (row.result_number === null) {
    return (
      <Typography variant="body2" color="text.secondary">
        Sin resultado
      </Typography>
    );
  }
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      {row.symbol_image_id !== null && row.symbol_name && (
        <SymbolPicture id={row.symbol_image_id} name={row.symbol_name} />
      )}
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {resultText(row)}
      </Typography>
    </Box>
  );
}
