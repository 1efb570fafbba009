/** Lazy route module of /admin/tools/risk-board. */
export { Component } from './routes/risk-board-page';
