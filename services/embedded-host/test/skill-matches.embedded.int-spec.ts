import 'reflect-metadata';
import { describe, expect, it } from '@jest/globals';
import { InProcessBus } from '@ecp/messaging';
import { makeUser, pollUntil, useApp } from '@ecp/testing';
import { createGatewayApp, loadGatewayConfig } from '@ecp/gateway';
import { startEmbeddedServices } from '../src/embedded.js';

const SIGN_UP = `mutation SignUp($input: SignUpInput!) { signUp(input: $input) { accessToken user { id } } }`;
const MATCHES = `query M($text: String!) { skillMatches(text: $text) { name escoUri confidence } }`;
const ADD = `mutation Add($input: AddSkillInput!) { addSkill(input: $input) { id skillName taxonomyConceptId } }`;
const ESCO = 'http://data.europa.eu/esco/';

interface SkillMatch { name: string; escoUri: string; confidence: number }

/** "Did you mean …" for free-text skills through GraphQL in embedded mode: the assessment service's analyzer, then the add-skill path. */
describe('skill matches GraphQL (embedded mode)', () => {
  const app = useApp(async () => {
    const env = { NODE_ENV: 'test', RUN_MODE: 'embedded', JWT_SECRET: 'test-secret-that-is-long-enough-0123456789', WEB_DIST: '', TRAINING_SYNC_INTERVAL_SECONDS: '0' };
    const bus = new InProcessBus();
    await bus.start();
    const services = await startEmbeddedServices(bus, undefined, env);
    const gateway = await createGatewayApp(loadGatewayConfig(env), bus);
    await gateway.listen(0, '127.0.0.1');
    return {
      url: await gateway.getUrl(),
      async close() {
        await gateway.close();
        for (const service of services) await service.close();
        await bus.close();
      },
    };
  });

  const signUp = async () => {
    const result = await app.graphql<{ signUp: { accessToken: string } }>(SIGN_UP, { input: { ...makeUser(), role: 'beneficiary', beneficiaryType: 'professional' } });
    expect(result.errors).toBeUndefined();
    return result.data!.signUp.accessToken;
  };
  const matches = (text: string, token?: string) => app.graphql<{ skillMatches: SkillMatch[] }>(MATCHES, { text }, token);

  it('maps free text to up to five ESCO concepts, and adding one links that very concept', async () => {
    const token = await signUp();
    const result = await matches('  wind turbin maintenance ', token);
    expect(result.errors).toBeUndefined();
    const found = result.data!.skillMatches;
    expect(found.length).toBeGreaterThan(0);
    expect(found.length).toBeLessThanOrEqual(5);
    expect(found.slice(0, 2).map((m) => m.name)).toContain('maintain wind turbines');
    expect(found.every((m) => m.escoUri.startsWith(ESCO) && m.confidence >= 0 && m.confidence <= 1)).toBe(true);

    const chosen = found.find((m) => m.name === 'maintain wind turbines')!;
    const added = await pollUntil(async () => (await app.graphql<{ addSkill: { skillName: string; taxonomyConceptId: string | null } }>(ADD, { input: { skillName: chosen.name } }, token)).data?.addSkill ?? null, { timeoutMs: 10_000 });
    expect(added).toEqual({ id: expect.any(String), skillName: 'maintain wind turbines', taxonomyConceptId: chosen.escoUri.slice(ESCO.length) });
  }, 60_000);

  it('refuses text shorter than 2 or longer than 200 characters with a clear message, and requires a session', async () => {
    const token = await signUp();
    for (const text of ['a', '   ', 'x'.repeat(201)]) {
      const refused = await matches(text, token);
      expect(refused.errors?.[0]).toMatchObject({ message: 'Skill text must be 2 to 200 characters', extensions: { code: 'BAD_USER_INPUT' } });
    }
    expect((await matches('solar panels')).errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
  }, 60_000);
});
