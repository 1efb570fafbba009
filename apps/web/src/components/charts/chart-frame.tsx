import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Suspense, type ReactNode } from 'react';
import { visuallyHidden } from '../visually-hidden';

export const EMPTY_CHART_TEXT = 'Sin datos para el período';
export const DEFAULT_CHART_HEIGHT = 300;

function ChartSkeleton({ label, height }: { label: string; height: number }) {
  return (
    <Skeleton variant="rounded" height={height} role="progressbar" aria-label={`Cargando ${label}`} aria-busy="true" />
  );
}

/** The figures of a chart as a table for screen readers (and as the chart's text alternative). */
export function ChartSummaryTable({
  caption,
  headers,
  rows,
}: {
  caption: string;
  headers: readonly string[];
  rows: readonly (readonly string[])[];
}) {
  // A table does not shrink to the hidden style's 1 px: the box around it clips it, so the
  // figures never widen the page.
  return (
    <div style={visuallyHidden}>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row[0]}>
              {row.map((cell, index) =>
                index === 0 ? (
                  <th key={index} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={index}>{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * Around every chart: a skeleton while the data or the chart library loads (the library is a
 * lazy chunk, never in the first load), "Sin datos para el período" when there is nothing to
 * draw, and a figure named `label` whose drawing is hidden from screen readers in favour of
 * the summary table.
 */
export function ChartFrame({
  label,
  loading = false,
  empty,
  height = DEFAULT_CHART_HEIGHT,
  summary,
  children,
}: {
  label: string;
  loading?: boolean;
  empty: boolean;
  height?: number;
  summary: ReactNode;
  children: ReactNode;
}) {
  if (loading) return <ChartSkeleton label={label} height={height} />;
  if (empty) {
    return (
      <Box
        role="figure"
        aria-label={label}
        sx={{ height, display: 'grid', placeItems: 'center', border: 1, borderColor: 'divider', borderRadius: 1 }}
      >
        <Typography color="text.secondary">{EMPTY_CHART_TEXT}</Typography>
      </Box>
    );
  }
  return (
    <Box role="figure" aria-label={label} sx={{ position: 'relative' }}>
      {summary}
      <Box aria-hidden="true" sx={{ height }}>
        <Suspense fallback={<ChartSkeleton label={label} height={height} />}>{children}</Suspense>
      </Box>
    </Box>
  );
}
