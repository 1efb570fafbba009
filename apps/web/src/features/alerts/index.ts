/** Alerts (ADR 061): the screen's path and the top bar's button with the open count. */
export { ALERTS_PATH } from './paths';
export { AlertsButton } from './components/alerts-button';
