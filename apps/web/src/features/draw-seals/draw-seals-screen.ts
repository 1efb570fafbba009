/** Lazy route module of /admin/tools/draw-seals. */
export { Component } from './routes/draw-seals-page';
