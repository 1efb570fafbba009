import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** Spec §2: rights reserved, with the current year. */
export function Footer() {
  return (
    <Box component="footer" sx={{ py: 2, px: 3, textAlign: 'center' }}>
      <Typography variant="body2" color="text.secondary">
        © {new Date().getFullYear()} Banca. Todos los derechos reservados.
      </Typography>
    </Box>
  );
}
