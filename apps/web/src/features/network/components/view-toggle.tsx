import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useSearchParams } from 'react-router';

export type NetworkView = 'table' | 'tree';

/** Table or tree, kept in the URL (`?view=tree`) like the rest of a list's state. */
export function useNetworkView(): [NetworkView, (view: NetworkView) => void] {
  const [params, setParams] = useSearchParams();
  const view: NetworkView = params.get('view') === 'tree' ? 'tree' : 'table';
  const setView = (next: NetworkView) =>
    setParams((current) => {
      const copy = new URLSearchParams(current);
      if (next === 'tree') copy.set('view', 'tree');
      else copy.delete('view');
      return copy;
    });
  return [view, setView];
}

export function ViewToggle({ view, onChange }: { view: NetworkView; onChange: (view: NetworkView) => void }) {
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={view}
      onChange={(_event, next: NetworkView | null) => next && onChange(next)}
      aria-label="Vista"
    >
      <ToggleButton value="table">Tabla</ToggleButton>
      <ToggleButton value="tree">Árbol</ToggleButton>
    </ToggleButtonGroup>
  );
}
