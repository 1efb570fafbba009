import Link from '@mui/material/Link';

/** A played number that opens "Por número" with it. */
export function NumberCell({ number, onOpen }: { number: string; onOpen: (number: string) => void }) {
  // A number with its sign (`123/4`) is searched by its digits: the view shows every sign.
  const digits = number.split('/')[0] ?? number;
  return (
    <Link
      component="button"
      type="button"
      underline="hover"
      onClick={() => onOpen(digits)}
      aria-label={`Ver el número ${number} por día`}
      sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}
    >
      {number}
    </Link>
  );
}
