import type { SessionUser } from '@banca/contracts';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Box from '@mui/material/Box';
import { useMemo } from 'react';
import { NavLink, useLocation } from 'react-router';
import { buildMenu, type MenuEntry } from '../menu';
import { MENU_ICONS } from './menu-icons';

function isCurrent(pathname: string, entry: MenuEntry): boolean {
  return pathname === entry.path || pathname.startsWith(`${entry.path}/`);
}

function Entry({ entry, current, onNavigate }: { entry: MenuEntry; current: boolean; onNavigate?: () => void }) {
  const Icon = MENU_ICONS[entry.icon];
  const content = (
    <>
      <ListItemIcon sx={{ minWidth: 40 }}>
        <Icon fontSize="small" />
      </ListItemIcon>
      <ListItemText primary={entry.title} />
    </>
  );
  return (
    <ListItem disablePadding>
      <ListItemButton
        component={NavLink}
        to={entry.to}
        selected={current}
        onClick={onNavigate}
        data-menu-entry={entry.path}
      >
        {content}
      </ListItemButton>
    </ListItem>
  );
}

/** The main menu, derived from THE screen table for this user (role, country, flags). */
export function SideMenu({ user, onNavigate }: { user: SessionUser; onNavigate?: () => void }) {
  const sections = useMemo(() => buildMenu(user), [user]);
  const { pathname } = useLocation();
  return (
    <Box component="nav" aria-label="Menú principal" sx={{ overflowY: 'auto', pb: 2 }}>
      {sections.map((section) => (
        <Box key={section.id}>
          <ListSubheader
            id={`menu-section-${section.id}`}
            component="h2"
            disableSticky
            sx={{ lineHeight: '36px', fontWeight: 700, fontSize: '0.8rem', textTransform: 'uppercase' }}
          >
            {section.title}
          </ListSubheader>
          <List dense disablePadding aria-labelledby={`menu-section-${section.id}`}>
            {section.entries.map((entry) => (
              <Entry key={entry.path} entry={entry} current={isCurrent(pathname, entry)} onNavigate={onNavigate} />
            ))}
          </List>
        </Box>
      ))}
    </Box>
  );
}
