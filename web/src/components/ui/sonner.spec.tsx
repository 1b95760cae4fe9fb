// @vitest-environment jsdom
import { act, render, screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { describe, expect, it } from 'vitest';
import { ThemeProvider } from '@/components/theme-provider';
import { Toaster } from './sonner';

describe('Toaster', () => {
  it('keeps toasts out of the Tab order (Alt+T reaches them): Tab after the last control had looped between them and it', async () => {
    render(
      <ThemeProvider>
        <button type="button">First</button>
        <button type="button">Last</button>
        <Toaster />
      </ThemeProvider>,
    );
    act(() => {
      toast('Welcome back!');
      toast.success('Badge earned', { action: { label: 'Open course', onClick: () => {} } });
    });
    await waitFor(() => expect(screen.getAllByText(/Welcome back!|Badge earned/)).toHaveLength(2));
    for (const text of screen.getAllByText(/Welcome back!|Badge earned/)) expect(text.closest<HTMLElement>('[data-sonner-toast]')!.tabIndex).toBe(-1);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open course' }).tabIndex).toBe(-1));
    const tabbable = [...document.querySelectorAll<HTMLElement>('button, [href], input, [tabindex]')].filter((element) => element.tabIndex >= 0);
    expect(tabbable.map((element) => element.textContent)).toEqual(['First', 'Last']);
  });
});
