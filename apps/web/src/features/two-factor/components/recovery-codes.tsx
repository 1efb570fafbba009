import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

const FILE_NAME = 'codigos-de-recuperacion.txt';

const fileText = (codes: readonly string[]) =>
  [
    'Códigos de recuperación de la verificación en dos pasos.',
    'Cada uno sirve una sola vez para ingresar si pierde su teléfono.',
    '',
    ...codes,
    '',
  ].join('\n');

export interface RecoveryCodesProps {
  codes: readonly string[];
  /** Called once the user kept the codes (copied, downloaded or printed) and moves on. */
  onDone: () => void;
  doneLabel: string;
}

/**
 * Shown once, right after enrolling: each code signs in once without the phone. The user keeps
 * them (copy, download or print) before moving on: they are never shown again.
 */
export function RecoveryCodes({ codes, onDone, doneLabel }: RecoveryCodesProps) {
  const [kept, setKept] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      setFailed(false);
      setKept('Códigos copiados. Péguelos en un lugar seguro.');
    } catch {
      setFailed(true);
    }
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([fileText(codes)], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = FILE_NAME;
    link.click();
    URL.revokeObjectURL(url);
    setKept(`Códigos descargados en ${FILE_NAME}.`);
  };
  const print = () => {
    window.print();
    setKept('Códigos enviados a imprimir.');
  };

  return (
    <Stack spacing={2} component="section" aria-label="Sus códigos de recuperación">
      <Alert severity="warning">
        Guarde estos códigos de recuperación en un lugar seguro: cada uno sirve una sola vez si pierde su teléfono, y no
        se volverán a mostrar.
        <Box
          component="ul"
          aria-label="Códigos de recuperación"
          sx={{ columns: 2, fontFamily: 'monospace', fontSize: '1rem', listStyle: 'none', pl: 0, mt: 1, mb: 0 }}
        >
          {codes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </Box>
      </Alert>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', displayPrint: 'none' }}>
        <Button variant="outlined" onClick={() => void copy()}>
          Copiar
        </Button>
        <Button variant="outlined" onClick={download}>
          Descargar
        </Button>
        <Button variant="outlined" onClick={print}>
          Imprimir
        </Button>
      </Stack>
      {failed && (
        <Alert severity="error" role="alert">
          No se pudieron copiar: descárguelos o imprímalos.
        </Alert>
      )}
      {kept ? (
        <Typography role="status" variant="body2" color="success.main">
          {kept}
        </Typography>
      ) : (
        <Typography variant="body2" color="text.secondary">
          Cópielos, descárguelos o imprímalos para continuar.
        </Typography>
      )}
      <Button variant="contained" disabled={!kept} onClick={onDone} sx={{ displayPrint: 'none' }}>
        {doneLabel}
      </Button>
    </Stack>
  );
}
