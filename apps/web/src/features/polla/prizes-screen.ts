/** Lazy entry of polla › prizes. */
export { Component } from './routes/polla-prizes';
