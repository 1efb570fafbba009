/** Lazy route module of /admin/tools/draw-seal. */
export { Component } from './routes/draw-seal-page';
