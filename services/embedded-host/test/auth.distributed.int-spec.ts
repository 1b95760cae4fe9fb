import { rm } from 'node:fs/promises';
import { afterAll, expect, it } from '@jest/globals';
import { describeWithServer, makeUser, useApp } from '@ecp/testing';
import { distributedApp } from './cluster-app.js';
import { claimFirstAdmin, newMailOutbox } from './first-admin.js';

const ADMIN_EMAIL = 'cluster-admin@example.test';

/**
 * Sessions and role approval in distributed mode: gateway and identity as separate processes over NATS
 * and PostgreSQL (the built dist). The attack suite itself runs in auth.embedded.int-spec.ts.
 */
await describeWithServer(['postgres', 'nats'], 'sessions and roles (distributed mode)', () => {
  const outbox = newMailOutbox();
  const app = useApp(distributedApp(async () => ({ env: { ADMIN_EMAILS: ADMIN_EMAIL, MAIL_OUTBOX_DIR: outbox } })));
  afterAll(() => rm(outbox, { recursive: true, force: true }));

  async function post<T>(query: string, variables: Record<string, unknown> = {}, options: { token?: string; cookie?: string } = {}) {
    const res = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(options.token ? { authorization: `Bearer ${options.token}` } : {}), ...(options.cookie ? { cookie: options.cookie } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await res.json()) as { data: T; errors?: { message: string; extensions?: { code?: string } }[] };
    return { ...body, cookie: res.headers.get('set-cookie')?.split(';')[0] ?? '' };
  }
  const signUp = async (role: string, email?: string) => {
    const result = await post<{ signUp: { accessToken: string; pendingRole: string | null; user: { id: string; roles: string[] } } }>(
      'mutation S($input: SignUpInput!) { signUp(input: $input) { accessToken pendingRole user { id roles } } }',
      { input: { ...makeUser(email ? { email } : {}), role, beneficiaryType: role === 'beneficiary' ? 'grad' : null } },
    );
    expect(result.errors).toBeUndefined();
    return { ...result.data.signUp, cookie: result.cookie };
  };

  it('rotates the refresh cookie and revokes the family on reuse', async () => {
    const { cookie } = await signUp('beneficiary');
    const rotated = await post<{ refreshSession: { accessToken: string } }>('mutation { refreshSession { accessToken } }', {}, { cookie });
    expect(rotated.errors).toBeUndefined();
    expect((await post('mutation { refreshSession { accessToken } }', {}, { cookie })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await post('mutation { refreshSession { accessToken } }', {}, { cookie: rotated.cookie })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('lets the configured admin approve a partner, who then has the role', async () => {
    const admin = await claimFirstAdmin(app.url, outbox, ADMIN_EMAIL);
    const partner = await signUp('partner');
    expect(partner.pendingRole).toBe('partner');
    const pending = await post<{ roleRequests: { id: string; userId: string }[] }>('{ roleRequests(status: pending) { id userId } }', {}, { token: admin.accessToken });
    const request = pending.data.roleRequests.find((r) => r.userId === partner.user.id)!;
    await post('mutation A($id: ID!) { approveRoleRequest(id: $id) { status } }', { id: request.id }, { token: admin.accessToken });
    const check = await post<{ hasRole: boolean }>('query { hasRole(role: partner) }', {}, { token: partner.accessToken });
    expect(check.data.hasRole).toBe(true);
  });
});
