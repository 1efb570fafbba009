import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Link, Outlet, useLocation } from 'react-router';
import { InTab, PageHeader } from '@/components/page-header';
import { useCurrentUser } from '@/features/auth';
import { allowedTabs, tabPath } from '../screen-access';
import type { Screen } from '../screens';

/** A tabbed screen: its header, the tabs this user may open (as links), then the open tab. */
export function TabsLayout({ screen }: { screen: Screen }) {
  const user = useCurrentUser();
  const { pathname } = useLocation();
  const tabs = allowedTabs(user, screen);
  const current = tabs.find(
    (tab) => pathname === tabPath(screen, tab) || pathname.startsWith(`${tabPath(screen, tab)}/`),
  );

  return (
    <>
      <PageHeader title={screen.title} />
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
        <Tabs
          value={current?.segment ?? false}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label={`Pestañas de ${screen.title}`}
        >
          {tabs.map((tab) => (
            <Tab key={tab.segment} value={tab.segment} label={tab.title} component={Link} to={tabPath(screen, tab)} />
          ))}
        </Tabs>
      </Box>
      <InTab.Provider value>
        <Outlet />
      </InTab.Provider>
    </>
  );
}
