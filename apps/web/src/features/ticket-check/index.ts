/** What other features use of the ticket outside the office: the digital copy and the public link. */
export { TicketCopyDialog } from './components/ticket-copy-dialog';
export { publicTicketLink } from './logic/ticket-fragment';
