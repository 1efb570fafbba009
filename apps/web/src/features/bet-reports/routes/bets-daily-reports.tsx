import { canAccess, TERMINAL_PA_BETS_VIEW } from '@banca/contracts';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { useCurrentUser } from '@/features/auth';
import { BetNumberView } from '../components/bet-number-view';
import { DailyBetsView } from '../components/daily-bets-view';
import { TerminalPaView } from '../components/terminal-pa-view';

const VIEWS = [
  { id: 'jugadas', title: 'Jugadas del día' },
  { id: 'numero', title: 'Por número' },
  { id: 'panama', title: 'Terminales Panamá' },
] as const;
type ViewId = (typeof VIEWS)[number]['id'];

/**
 * Reports › Jugadas diarias: the day's plays per draw and number, one number across days, and
 * (for whoever works in Panamá) each Panamá taquilla's daily plays. The view and each view's
 * filters live in the URL; changing the view starts its filters afresh.
 */
export function Component() {
  const user = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const views = VIEWS.filter((view) => view.id !== 'panama' || canAccess(user, TERMINAL_PA_BETS_VIEW));
  const current = views.find((view) => view.id === params.get('vista')) ?? views[0]!;
  const show = (id: ViewId, number?: string) => setParams(number ? { vista: id, number } : { vista: id });
  return (
    <>
      <PageHeader
        title="Jugadas diarias"
        subtitle="Lo jugado por sorteo y número, neto de anulaciones, con lo que pagaría cada número y sus premios."
      />
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        <Tabs
          value={current.id}
          onChange={(_event, id: ViewId) => show(id)}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label="Vistas de las jugadas"
        >
          {views.map((view) => (
            <Tab
              key={view.id}
              value={view.id}
              label={view.title}
              id={`bets-tab-${view.id}`}
              aria-controls="bets-panel"
            />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" id="bets-panel" aria-labelledby={`bets-tab-${current.id}`}>
        {current.id === 'jugadas' && <DailyBetsView openNumber={(number) => show('numero', number)} />}
        {current.id === 'numero' && <BetNumberView />}
        {current.id === 'panama' && <TerminalPaView />}
      </Box>
    </>
  );
}
