// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DATA_EXPORT_PROBLEMS, PrivacyCard } from '@/features/privacy/components/privacy-card';

const h = vi.hoisted(() => ({ toastError: vi.fn() }));
vi.mock('sonner', () => ({ toast: { error: h.toastError, success: vi.fn() } }));

let location = '';
function Location() {
  const here = useLocation();
  location = `${here.pathname}${here.search}`;
  return null;
}

const open = (path: string) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <PrivacyCard onDeleted={() => undefined} />
        <Location />
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe('PrivacyCard, back from the export link', () => {
  beforeEach(() => h.toastError.mockReset());
  afterEach(cleanup);

  it('says the problem the gateway named, once, and takes it off the address (other parameters stay)', () => {
    open('/profile?tab=x&dataExport=expired');
    expect(h.toastError).toHaveBeenCalledTimes(1);
    expect(h.toastError).toHaveBeenCalledWith('Error', { description: 'This download link has expired. Please request your data again.' });
    expect(location).toBe('/profile?tab=x');
  });

  it('knows busy and failed; says nothing for a word it does not know (the address is anyone’s to write)', () => {
    open('/profile?dataExport=busy');
    expect(h.toastError).toHaveBeenLastCalledWith('Error', { description: DATA_EXPORT_PROBLEMS.busy });
    cleanup();
    open('/profile?dataExport=failed');
    expect(h.toastError).toHaveBeenLastCalledWith('Error', { description: DATA_EXPORT_PROBLEMS.failed });
    cleanup();
    h.toastError.mockReset();
    for (const word of ['<script>', 'constructor', '']) {
      open(`/profile?dataExport=${encodeURIComponent(word)}`);
      expect(location).toBe('/profile');
      cleanup();
    }
    expect(h.toastError).not.toHaveBeenCalled();
  });
});

describe('PrivacyCard, deleting the account', () => {
  afterEach(cleanup);

  it('opens the confirmation form, and Escape closes it as Cancel does, giving the focus back', async () => {
    open('/profile');
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    const password = screen.getByLabelText('Password');
    fireEvent.keyDown(password, { key: 'Escape' });
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete my account' }));
  });
});
