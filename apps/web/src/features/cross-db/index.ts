/** Cross-database accounts' public face: the switcher of the top bar (hidden with one database). */
export { DatabaseSwitcher } from './components/database-switcher';
