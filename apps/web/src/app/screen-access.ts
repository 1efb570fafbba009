import { canAccess, type AccessSubject } from '@banca/contracts';
import type { Screen, Tab } from './screens';

/** A tab is reachable when both the screen's rule and the tab's own rule allow it. */
export function canSeeTab(user: AccessSubject | null | undefined, screen: Screen, tab: Tab): boolean {
  return canAccess(user, screen.access) && (!tab.access || canAccess(user, tab.access));
}

export function allowedTabs(user: AccessSubject | null | undefined, screen: Screen): readonly Tab[] {
  return (screen.tabs ?? []).filter((tab) => canSeeTab(user, screen, tab));
}

/** A screen is reachable by its rule, and (if it has tabs) through at least one tab. */
export function canSeeScreen(user: AccessSubject | null | undefined, screen: Screen): boolean {
  if (!canAccess(user, screen.access)) return false;
  return !screen.tabs || allowedTabs(user, screen).length > 0;
}

export function tabPath(screen: Screen, tab: Tab): string {
  return `${screen.path}/${tab.segment}`;
}

/** Where a menu entry points: the first tab the user may see, or the screen itself. */
export function entryPath(user: AccessSubject | null | undefined, screen: Screen): string {
  const [first] = allowedTabs(user, screen);
  return first ? tabPath(screen, first) : screen.path;
}
