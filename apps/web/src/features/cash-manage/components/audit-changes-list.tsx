import Box from '@mui/material/Box';
import { changesOf } from './audit-changes';

/** What an audited change did, field by field: «campo: antes → después». */
export function AuditChanges({ before, after }: { before: unknown; after: unknown }) {
  const changes = changesOf(before, after);
  if (changes.length === 0) return <>—</>;
  return (
    <Box component="ul" sx={{ m: 0, pl: 2, fontSize: '0.8rem', maxWidth: 420, overflowWrap: 'anywhere' }}>
      {changes.map((change) => (
        <li key={change.field}>
          <strong>{change.field}</strong>: {change.before} → {change.after}
        </li>
      ))}
    </Box>
  );
}
