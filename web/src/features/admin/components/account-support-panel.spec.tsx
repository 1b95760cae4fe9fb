// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccountSupportPanel } from '@/features/admin/components/account-support-panel';

/** A stand-in /graphql answering the two admin mutations; `calls` records each with its variables. */
function mockApi() {
  const calls: { operation: string; variables: Record<string, unknown> }[] = [];
  vi.stubGlobal('fetch', vi.fn(async (_url: string, init: RequestInit) => {
    const { query, variables } = JSON.parse(String(init.body)) as { query: string; variables?: Record<string, unknown> };
    const operation = /mutation (\w+)/.exec(query)![1]!;
    calls.push({ operation, variables: variables ?? {} });
    const data = operation === 'ClearSignInLocks' ? { clearSignInLocks: 2 } : { removeSecondFactor: true };
    return new Response(JSON.stringify({ data }));
  }));
  return calls;
}

const renderPanel = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <AccountSupportPanel />
    </QueryClientProvider>,
  );

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('AccountSupportPanel', () => {
  it('clears the sign-in locks of the address typed', async () => {
    const calls = mockApi();
    renderPanel();
    const clear = screen.getByRole('button', { name: 'Clear sign-in locks' });
    expect(clear.hasAttribute('disabled')).toBe(true);
    fireEvent.change(screen.getByLabelText('Account email'), { target: { value: ' ana@example.test ' } });
    fireEvent.click(clear);
    await waitFor(() => expect(calls).toEqual([{ operation: 'ClearSignInLocks', variables: { email: 'ana@example.test' } }]));
  });

  it('turns a second factor off only once the admin confirms, for the address confirmed', async () => {
    const calls = mockApi();
    renderPanel();
    fireEvent.change(screen.getByLabelText('Account email'), { target: { value: 'ana@example.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn off two-factor sign-in' }));
    const confirm = screen.getByRole('group', { name: 'Confirm turning off two-factor sign-in' });
    expect(confirm.textContent).toContain('ana@example.test');
    expect(screen.getByRole('button', { name: 'Turn off two-factor sign-in' }).getAttribute('aria-controls')).toBe(confirm.id);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('group')).toBeNull();
    // Focus goes back to the button that asked, not to the page.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Turn off two-factor sign-in' }));
    expect(calls).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Turn off two-factor sign-in' }));
    // Typing another address withdraws the question: what is confirmed is what was shown.
    fireEvent.change(screen.getByLabelText('Account email'), { target: { value: 'bo@example.test' } });
    expect(screen.queryByRole('group')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Turn off two-factor sign-in' }));
    fireEvent.click(within(screen.getByRole('group')).getByRole('button', { name: 'Yes, turn it off' }));
    await waitFor(() => expect(calls).toEqual([{ operation: 'RemoveSecondFactor', variables: { email: 'bo@example.test' } }]));
    expect(screen.queryByRole('group')).toBeNull();
  });
});
