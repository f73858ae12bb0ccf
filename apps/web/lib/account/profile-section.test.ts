import { describe, expect, it } from 'vitest';
import { defaultProfileSection, PROFILE_DESKTOP_MIN_WIDTH_PX, profilePanes } from './profile-section';

describe('defaultProfileSection', () => {
  it('opens settings from 992 px on, nothing below (docs/product.md §2 Profile modal, §9)', () => {
    expect(PROFILE_DESKTOP_MIN_WIDTH_PX).toBe(992);
    expect(defaultProfileSection(992)).toBe('settings');
    expect(defaultProfileSection(1440)).toBe('settings');
    expect(defaultProfileSection(991)).toBeNull();
    expect(defaultProfileSection(375)).toBeNull();
  });
});

describe('profilePanes', () => {
  it('shows the sidebar beside the section on a desktop, settings until another is chosen', () => {
    expect(profilePanes(true, null)).toEqual({ sidebar: true, section: 'settings', back: false });
    expect(profilePanes(true, 'orders')).toEqual({ sidebar: true, section: 'orders', back: false });
  });

  it('shows the sidebar alone on a phone, then the chosen section with a back arrow', () => {
    expect(profilePanes(false, null)).toEqual({ sidebar: true, section: null, back: false });
    expect(profilePanes(false, 'addresses')).toEqual({ sidebar: false, section: 'addresses', back: true });
  });
});
