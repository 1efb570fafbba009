/** The integrity feature's public face: the day digest for the public pages, the link to the digests' screen. */
export { DayDigestCard } from './components/day-digest-card';
export { DayDigestsLink } from './components/day-digests-link';
