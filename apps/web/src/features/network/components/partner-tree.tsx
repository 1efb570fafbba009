import type { PartnerOption } from '@banca/contracts';
import ChevronRight from '@mui/icons-material/ChevronRight';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useDirects } from '../api/list-partners';
import { StatusChip } from '@/components/status-chip';
import { kindLabel } from './labels';

/** The network below the user as a tree, one level loaded at a time. */
export function PartnerTree() {
  const root = useDirects(null);
  if (root.isPending) return <CircularProgress size={24} aria-label="Cargando el árbol" />;
  if (!root.data) return null;
  return (
    <Box component="ul" role="tree" aria-label="Árbol de la red" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      <TreeNode node={root.data.parent} initiallyOpen />
    </Box>
  );
}

function TreeNode({ node, initiallyOpen = false }: { node: PartnerOption; initiallyOpen?: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  const hasChildren = node.children_count > 0;
  const children = useDirects(node.id, open && hasChildren && !initiallyOpen);
  const root = useDirects(null, initiallyOpen);
  const rows = initiallyOpen ? root.data?.data : children.data?.data;
  return (
    <Box
      component="li"
      role="treeitem"
      aria-expanded={hasChildren ? open : undefined}
      aria-label={`${node.code} ${node.name}`}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.5 }}>
        {hasChildren ? (
          <IconButton
            size="small"
            onClick={() => setOpen(!open)}
            aria-label={`${open ? 'Contraer' : 'Expandir'} ${node.name}`}
          >
            {open ? <ExpandMore fontSize="small" /> : <ChevronRight fontSize="small" />}
          </IconButton>
        ) : (
          <Box sx={{ width: 34 }} />
        )}
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {node.code}
        </Typography>
        <Typography variant="body2">{node.name}</Typography>
        <Typography variant="caption" color="text.secondary">
          {kindLabel(node.kind)}
          {hasChildren ? ` · ${node.children_count}` : ''}
        </Typography>
        {node.status !== 'ACTIVE' && <StatusChip family="partner" status={node.status} />}
      </Box>
      {open && hasChildren && (
        <Box component="ul" role="group" sx={{ listStyle: 'none', pl: { xs: 2, sm: 4 }, m: 0 }}>
          {rows ? (
            rows.map((child) => <TreeNode key={child.id} node={child} />)
          ) : (
            <CircularProgress size={16} aria-label="Cargando" />
          )}
        </Box>
      )}
    </Box>
  );
}
