import 'reflect-metadata';
import { describe, expect, it } from '@jest/globals';
import { makeUser, pollUntil, useApp } from '@ecp/testing';
import { embeddedApp } from './embedded-app.js';

const SIGN_UP = `mutation SignUp($input: SignUpInput!) { signUp(input: $input) { accessToken user { id } } }`;
const ADD = `mutation Add($input: AddSkillInput!) { addSkill(input: $input) { id skillName proficiencyLevel source taxonomyConceptId } }`;
const DELETE = `mutation Del($id: ID!) { deleteSkill(skillId: $id) { id } }`;
const MINE = `query { mySkills { id skillName } hasSkills }`;
const SEARCH = `query S($q: String!) { skillSuggestions(query: $q) { name origin matchedLabel hot } }`;
const PATHS = `query { careerPaths { id title matchPercentage interested averageSalary growthOutlook salarySource } }`;
const MATCHES = `query M($text: String!) { skillMatches(text: $text) { name escoUri confidence } }`;
const ESCO = 'http://data.europa.eu/esco/';
const TOGGLE = `mutation T($id: ID!, $interested: Boolean!) { toggleCareerInterest(careerPathId: $id, interested: $interested) { interested interestCount } }`;

interface SkillMatch { name: string; escoUri: string; confidence: number }

/** Skills, career paths and "Did you mean …" (free text → ESCO through the assessment service's analyzer) through GraphQL in embedded mode. */
describe('skills GraphQL (embedded mode)', () => {
  const app = useApp(embeddedApp({ NODE_ENV: 'test', RUN_MODE: 'embedded', JWT_SECRET: 'test-secret-that-is-long-enough-0123456789', WEB_DIST: '', TRAINING_SYNC_INTERVAL_SECONDS: '0' }));

  const signUp = async () => {
    const result = await app.graphql<{ signUp: { accessToken: string } }>(SIGN_UP, { input: { ...makeUser(), role: 'beneficiary', beneficiaryType: 'professional' } });
    expect(result.errors).toBeUndefined();
    return result.data!.signUp.accessToken;
  };
  const add = (token: string, skillName: string) => app.graphql<{ addSkill: { id: string; skillName: string } }>(ADD, { input: { skillName } }, token);

  it('adds, finds, matches and removes skills, and marks a career path interested', async () => {
    const token = await signUp();
    const scada = await pollUntil(async () => (await add(token, 'SCADA')).data?.addSkill ?? null, { timeoutMs: 10_000 });
    expect(scada).toMatchObject({ skillName: 'SCADA' });
    const duplicate = await add(token, 'scada');
    expect(duplicate.errors?.[0]).toMatchObject({ message: 'Failed to add skill', extensions: { code: 'CONFLICT' } });

    const found = await app.graphql<{ skillSuggestions: { name: string }[] }>(SEARCH, { q: 'photovolt' }, token);
    expect(found.data!.skillSuggestions.map((s) => s.name)).toContain('install photovoltaic systems');
    const held = await app.graphql<{ skillSuggestions: { name: string }[] }>(SEARCH, { q: 'scad' }, token);
    expect(held.data!.skillSuggestions.map((s) => s.name)).not.toContain('SCADA');

    const paths = await app.graphql<{ careerPaths: { id: string; matchPercentage: number; interested: boolean; salarySource: string }[] }>(PATHS, {}, token);
    expect(paths.errors).toBeUndefined();
    expect(paths.data!.careerPaths.length).toBeGreaterThanOrEqual(30);
    const first = paths.data!.careerPaths[0]!;
    const on = await app.graphql<{ toggleCareerInterest: { interested: boolean; interestCount: number } }>(TOGGLE, { id: first.id, interested: false }, token);
    expect(on.data!.toggleCareerInterest).toEqual({ interested: true, interestCount: 1 });

    const removed = await app.graphql(DELETE, { id: scada.id }, token);
    expect(removed.errors).toBeUndefined();
    const mine = await app.graphql<{ mySkills: unknown[]; hasSkills: boolean }>(MINE, {}, token);
    expect(mine.data).toEqual({ mySkills: [], hasSkills: false });
  });

  it('refuses a skill a client marks as from an assessment before any CV analysis of the user, storing nothing', async () => {
    const token = await signUp();
    await pollUntil(async () => (await add(token, 'Wind turbine maintenance')).data?.addSkill ?? null, { timeoutMs: 10_000 });
    const forged = await app.graphql(ADD, { input: { skillName: 'Forged evidence', source: 'assessment' } }, token);
    expect(forged.errors?.[0]).toMatchObject({ message: 'Failed to add skill', extensions: { code: 'BAD_USER_INPUT' } });
    const mine = await app.graphql<{ mySkills: { skillName: string }[] }>(MINE, {}, token);
    expect(mine.data!.mySkills.map((s) => s.skillName)).toEqual(['Wind turbine maintenance']);
  });

  it("never removes another user's skill, and requires a session", async () => {
    const owner = await signUp();
    const other = await signUp();
    const skill = await pollUntil(async () => (await add(owner, 'Wind turbine maintenance')).data?.addSkill ?? null, { timeoutMs: 10_000 });
    const attempt = await app.graphql(DELETE, { id: skill.id }, other);
    expect(attempt.errors?.[0]).toMatchObject({ message: 'Failed to delete skill', extensions: { code: 'NOT_FOUND' } });
    expect((await app.graphql<{ mySkills: unknown[] }>(MINE, {}, owner)).data!.mySkills).toHaveLength(1);
    expect((await app.graphql(MINE)).errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  // "Did you mean …": the assessment service's analyzer maps free text to ESCO; adding one goes the add-skill path.
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
    expect(added).toMatchObject({ id: expect.any(String), skillName: 'maintain wind turbines', taxonomyConceptId: chosen.escoUri.slice(ESCO.length) });
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
