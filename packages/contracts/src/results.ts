/** Results, awarding and the draw-occurrence lists behind them. */
export const resultEndpoints = [] as const;
