// docs/product.md §2 Profile modal, §9: at 992 px and wider the sidebar and a section show side by side, settings by
// default; narrower, the sidebar shows alone until a section is chosen, which then shows with a back arrow.

export const profileSections = ['orders', 'settings', 'addresses'] as const;
export type ProfileSection = (typeof profileSections)[number];

/** docs/product.md §9: the desktop profile from this width on. */
export const PROFILE_DESKTOP_MIN_WIDTH_PX = 992;

/** The media query of the desktop profile. */
export const profileDesktopQuery = `(min-width: ${PROFILE_DESKTOP_MIN_WIDTH_PX}px)`;

/** The section open before the customer chooses one: settings on a desktop, none (the sidebar) below. */
export function defaultProfileSection(viewportWidth: number): ProfileSection | null {
  return viewportWidth >= PROFILE_DESKTOP_MIN_WIDTH_PX ? 'settings' : null;
}

export interface ProfilePanes {
  sidebar: boolean;
  section: ProfileSection | null;
  /** The back arrow to the sidebar (narrow screens only). */
  back: boolean;
}

/** What the profile modal shows for a viewport and the section the customer chose (null: none yet). */
export function profilePanes(desktop: boolean, chosen: ProfileSection | null): ProfilePanes {
  if (desktop) return { sidebar: true, section: chosen ?? 'settings', back: false };
  return chosen === null
    ? { sidebar: true, section: null, back: false }
    : { sidebar: false, section: chosen, back: true };
}
