/** The caller's notifications: the top bar's bell and what other features may refresh. */
export { NOTIFICATIONS_KEY } from './api/keys';
export { NotificationBell } from './components/notification-bell';
/** The risk boards' push: a board reads again when its banca sold (ADR 058). */
export { onRiskPush } from './api/notification-stream';
