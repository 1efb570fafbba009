/** The public face of the partners module: what other modules, the app and its tools may use (ADR 053). */
export { insertPartner, updatePartnerRow } from './repository';
