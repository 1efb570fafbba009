import Typography from '@mui/material/Typography';

/** The product and, under it, the draw's own name: one column for both keeps the report narrow. */
export function DrawCell({ product, draw }: { product: string; draw: string }) {
  return (
    <>
      {product}
      <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
        {draw}
      </Typography>
    </>
  );
}
