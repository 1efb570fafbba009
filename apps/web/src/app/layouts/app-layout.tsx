import type { SessionUser } from '@banca/contracts';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useState, type ReactNode } from 'react';
import { Footer } from '@/components/footer';
import { SideMenu } from './side-menu';
import { TopBar } from './top-bar';

const DRAWER_WIDTH = 280;

/** A permanent side menu from tablets in landscape up; a temporary drawer below that. */
export function AppLayout({ user, children }: { user: SessionUser; children: ReactNode }) {
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [open, setOpen] = useState(false);
  const menu = <SideMenu user={user} onNavigate={wide ? undefined : () => setOpen(false)} />;

  return (
    <Box sx={{ display: 'flex', minHeight: '100dvh' }}>
      <Link
        href="#main-content"
        sx={{
          position: 'absolute',
          left: -9999,
          zIndex: 2000,
          '&:focus': { left: 8, top: 8, p: 1, bgcolor: 'background.paper' },
        }}
      >
        Saltar al contenido
      </Link>
      <TopBar user={user} menuOpen={open} onToggleMenu={wide ? undefined : () => setOpen((value) => !value)} />
      <Drawer
        id="main-menu-drawer"
        variant={wide ? 'permanent' : 'temporary'}
        open={wide || open}
        onClose={() => setOpen(false)}
        sx={{
          width: wide ? DRAWER_WIDTH : undefined,
          flexShrink: 0,
          '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' },
        }}
      >
        <Toolbar />
        {menu}
      </Drawer>
      <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <Toolbar />
        <Box
          component="main"
          id="main-content"
          tabIndex={-1}
          sx={{ flexGrow: 1, p: { xs: 2, md: 3 }, outline: 'none' }}
        >
          {children}
        </Box>
        <Footer />
      </Box>
    </Box>
  );
}
