/** The public face of the demo-live module: what other modules, the app and its tools may use (ADR 053). */
export { liveDemoJob } from './live-demo';
