// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SignInCard } from '@/features/auth/components/sign-in-card';

afterEach(cleanup);

describe('SignInCard', () => {
  it('takes Tab from Email straight to Password: the reset link comes after the field', () => {
    render(<SignInCard onSubmit={vi.fn()} onSignUp={vi.fn()} onForgotPassword={vi.fn()} />);
    const focusable = [...document.querySelectorAll<HTMLElement>('input, button')].filter((element) => element.tabIndex >= 0);
    const email = screen.getByLabelText('Email');
    const password = screen.getByLabelText('Password', { exact: true });
    const forgot = screen.getByRole('button', { name: 'Forgot password?' });
    expect(focusable.indexOf(password)).toBe(focusable.indexOf(email) + 1);
    expect(focusable.indexOf(forgot)).toBeGreaterThan(focusable.indexOf(password));
    expect(focusable.indexOf(forgot)).toBeLessThan(focusable.indexOf(screen.getByRole('button', { name: 'Sign In' })));
  });
});
