// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TwoFactorCard } from '@/features/security/components/two-factor-card';

const SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
const OTPAUTH = `otpauth://totp/Energy%20Career%20Platform%3Aana%40example.test?secret=${SECRET}&issuer=Energy+Career+Platform&algorithm=SHA1&digits=6&period=30`;
const CODES = Array.from({ length: 10 }, (_, i) => `abcd${i}-1234${i}`);

/** A stand-in /graphql answering by operation; `calls` records each operation with its variables. */
function mockApi(state: { mfaEnabled: boolean; emailConfirmed?: boolean }) {
  const calls: { operation: string; variables: Record<string, unknown> }[] = [];
  vi.stubGlobal('fetch', vi.fn(async (_url: string, init: RequestInit) => {
    const { query, variables } = JSON.parse(String(init.body)) as { query: string; variables?: Record<string, unknown> };
    const operation = /(?:query|mutation) (\w+)/.exec(query)![1]!;
    calls.push({ operation, variables: variables ?? {} });
    const answer = (data: unknown) => new Response(JSON.stringify({ data }));
    switch (operation) {
      case 'TwoFactorStatus':
        return answer({ me: { id: 'u1', email: 'ana@example.test', emailConfirmed: state.emailConfirmed ?? true, mfaEnabled: state.mfaEnabled } });
      case 'RequestEmailProof':
        return answer({ requestEmailProof: true });
      case 'EnrollTotp':
        return answer({ enrollTotp: { secret: SECRET, otpauthUrl: OTPAUTH } });
      case 'ActivateTotp':
        if (variables?.code !== '123456') return new Response(JSON.stringify({ errors: [{ message: 'Invalid verification code' }] }));
        state.mfaEnabled = true;
        return answer({ activateTotp: CODES });
      case 'DisableTotp':
        state.mfaEnabled = false;
        return answer({ disableTotp: true });
      default:
        throw new Error(`unexpected operation ${operation}`);
    }
  }));
  return calls;
}

const renderCard = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <TwoFactorCard />
    </QueryClientProvider>,
  );

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('TwoFactorCard', () => {
  it('asks an unproven address for the mailed link first, and offers no set-up until then', async () => {
    const calls = mockApi({ mfaEnabled: false, emailConfirmed: false });
    renderCard();
    expect(await screen.findByText('ana@example.test')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Set up' })).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Email me the link' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Sent. Check your inbox: the link works once, for one hour.'));
    expect(screen.getByRole('button', { name: 'Send it again' })).toBeTruthy();
    expect(calls.filter((c) => c.operation === 'RequestEmailProof')).toHaveLength(1);
    expect(calls.some((c) => c.operation === 'EnrollTotp')).toBe(false);
  });

  it('sets up: QR code and grouped setup key, a 6-digit code, then the recovery codes once', async () => {
    const calls = mockApi({ mfaEnabled: false });
    renderCard();
    expect(await screen.findByText('Off')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Set up' }));

    const qr = await screen.findByRole('img', { name: 'QR code for your authenticator app' });
    expect(qr.getAttribute('viewBox')).toMatch(/^0 0 \d+ \d+$/);
    expect(qr.querySelector('path')!.getAttribute('d')!.length).toBeGreaterThan(100);
    expect(screen.getByTestId('totp-secret').textContent).toBe('GEZD GNBV GY3T QOJQ GEZD GNBV GY3T QOJQ');

    const field = screen.getByLabelText('Authentication code');
    fireEvent.change(field, { target: { value: '12a456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify and turn on' }));
    expect(await screen.findByText('Enter the 6-digit code from your app')).toBeTruthy();
    expect(calls.some((c) => c.operation === 'ActivateTotp')).toBe(false);

    // The password is asked with the code (a session alone must not turn it on).
    fireEvent.change(screen.getByLabelText('Your password'), { target: { value: 'Turbine-secret-1' } });
    fireEvent.change(field, { target: { value: '123 456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify and turn on' }));
    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(CODES);
    expect(calls.find((c) => c.operation === 'ActivateTotp')!.variables).toEqual({ code: '123456', currentPassword: 'Turbine-secret-1' });
    await waitFor(() => expect(screen.getByText('On')).toBeTruthy());

    fireEvent.click(screen.getByRole('button', { name: "I've saved my codes" }));
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Turn off' })).toBeTruthy();
  });

  it('turns off with a code or a recovery code', async () => {
    const calls = mockApi({ mfaEnabled: true });
    renderCard();
    fireEvent.click(await screen.findByRole('button', { name: 'Turn off' }));
    fireEvent.change(screen.getByLabelText('Authentication or recovery code'), { target: { value: ' abcd0-12340 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn off' }));
    await screen.findByRole('button', { name: 'Set up' });
    expect(calls.find((c) => c.operation === 'DisableTotp')!.variables).toEqual({ code: 'abcd0-12340' });
    expect(screen.getByText('Off')).toBeTruthy();
  });

  it('closes the code form with Escape, as Cancel does', async () => {
    mockApi({ mfaEnabled: true });
    renderCard();
    fireEvent.click(await screen.findByRole('button', { name: 'Turn off' }));
    const code = await screen.findByRole('textbox');
    fireEvent.keyDown(code, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('textbox')).toBeNull());
  });
});
