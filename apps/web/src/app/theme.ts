import { esES } from '@mui/material/locale';
import { createTheme } from '@mui/material/styles';

/** System fonts only: the CSP allows no external font host, and nothing is downloaded. */
const FONT_STACK = [
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  '"Noto Sans"',
  '"Liberation Sans"',
  'sans-serif',
].join(',');

export const theme = createTheme(
  {
    palette: {
      primary: { main: '#0d47a1' },
      secondary: { main: '#00897b' },
      background: { default: '#f4f6f8' },
    },
    typography: { fontFamily: FONT_STACK },
    shape: { borderRadius: 8 },
    components: {
      MuiButton: { defaultProps: { disableElevation: true } },
    },
  },
  esES,
);
