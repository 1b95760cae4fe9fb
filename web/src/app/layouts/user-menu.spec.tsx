// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UserMenu } from '@/app/layouts/user-menu';

let profile: { fullName: string | null; professionalHeadline: string | null } | undefined;
vi.mock('@/features/auth/hooks/use-current-user', () => ({ useCurrentUser: () => ({ user: { id: 'u1', email: 'a@b.c', fullName: 'Ada Sign-Up', roles: ['beneficiary'] }, isLoading: false }) }));
vi.mock('@/features/auth/hooks/use-sign-out', () => ({ useSignOut: () => vi.fn() }));
vi.mock('@/features/profile/api/get-my-profile', () => ({ useMyProfile: () => ({ data: profile }) }));
afterEach(cleanup);

const initials = () => screen.getByRole('button', { name: 'Open user menu' }).textContent?.replace('Open user menu', '');

describe('UserMenu', () => {
  it("shows the profile's name, which /profile edits, not the one the account was created with", () => {
    profile = { fullName: 'Grace Renamed', professionalHeadline: 'Grid engineer' };
    render(<MemoryRouter><UserMenu /></MemoryRouter>);
    expect(initials()).toBe('GR');
  });

  it("shows the account's name until the profile has answered, or when it has none", () => {
    profile = undefined;
    const { unmount } = render(<MemoryRouter><UserMenu /></MemoryRouter>);
    expect(initials()).toBe('AS');
    unmount();
    profile = { fullName: '  ', professionalHeadline: null };
    render(<MemoryRouter><UserMenu /></MemoryRouter>);
    expect(initials()).toBe('AS');
  });
});
