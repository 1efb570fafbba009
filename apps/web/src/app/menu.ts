import type { AccessSubject } from '@banca/contracts';
import { SCREENS, SECTIONS, type IconName, type Screen, type SectionId } from './screens';
import { canSeeScreen, entryPath } from './screen-access';

/**
 * The side menu, derived (never written by hand) from THE screen table: entries the user may
 * reach (role, country, flags), sections with nothing are hidden.
 */
export interface MenuEntry {
  readonly path: string;
  /** Where the link goes (the first allowed tab for tabbed screens). */
  readonly to: string;
  readonly title: string;
  readonly icon: IconName;
}

export interface MenuSection {
  readonly id: SectionId;
  readonly title: string;
  readonly entries: readonly MenuEntry[];
}

export function buildMenu(
  user: AccessSubject | null | undefined,
  screens: readonly Screen[] = SCREENS,
  sections: readonly { id: SectionId; title: string }[] = SECTIONS,
): MenuSection[] {
  return sections
    .map((section) => ({
      id: section.id,
      title: section.title,
      entries: screens
        .filter((screen) => screen.section === section.id && canSeeScreen(user, screen))
        .map((screen) => ({
          path: screen.path,
          to: entryPath(user, screen),
          title: screen.title,
          icon: screen.icon,
        })),
    }))
    .filter((section) => section.entries.length > 0);
}
