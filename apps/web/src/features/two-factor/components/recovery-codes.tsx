import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';

/** Shown once, right after enrolling: each code signs in once without the phone. */
export function RecoveryCodes({ codes }: { codes: readonly string[] }) {
  return (
    <Alert severity="warning" role="status">
      Guarde estos códigos de recuperación en un lugar seguro: cada uno sirve una sola vez si pierde su teléfono, y no
      se volverán a mostrar.
      <Box
        component="ul"
        aria-label="Códigos de recuperación"
        sx={{ columns: 2, fontFamily: 'monospace', listStyle: 'none', pl: 0, mt: 1, mb: 0 }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
    </Alert>
  );
}
