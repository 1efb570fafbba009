/** What a lazily loaded chart view draws: numbers already scaled, texts already formatted. */
export interface CartesianViewProps {
  readonly height: number;
  /** The category or time labels along the axis. */
  readonly labels: readonly string[];
  readonly series: readonly { id: string; label: string; data: (number | null)[] }[];
  readonly numberText: (value: number | null) => string;
  /** The same number on an axis tick (short). */
  readonly tickText: (value: number | null) => string;
  /** Money ticks are wider than counts. */
  readonly valueAxisWidth: number;
}

export const SPANISH_CHART_TEXT = { loading: 'Cargando…', noData: 'Sin datos para el período' } as const;

/** A view's value axis: its ticks' short texts, as wide as its numbers need. */
export const valueAxisOf = ({ tickText, valueAxisWidth }: CartesianViewProps) => ({
  valueFormatter: (value: number) => tickText(value),
  width: valueAxisWidth,
});

/** A view's series with `more` of the chart's own, each value said in full on hover. */
export const seriesOf = <More extends object>({ series, numberText }: CartesianViewProps, more: More) =>
  series.map((one) => ({ ...one, ...more, valueFormatter: (value: number | null) => numberText(value) }));
