import { expect, it } from '@jest/globals';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { describeWithServer, makeUser, pollUntil, useApp } from '@ecp/testing';
import { S3BlobStore } from '@ecp/storage';
import { distributedApp } from './cluster-app.js';
import { SIGN_UP } from './skeleton.operations.js';

const fixtures = join(import.meta.dirname, '../../../libs/cv-files/test/fixtures');
const PROFILE = 'id fullName location yearsOfExperience profileCompleteness onboardingCompleted cvFilePath';

/**
 * Profiles and CVs in distributed mode: the gateway and the profile service as separate processes
 * over NATS and PostgreSQL, CV files in an S3-compatible store (s3rver over real HTTP) that both
 * reach through the same S3_* variables.
 */
await describeWithServer(['postgres', 'nats'], 'profile and CV storage (distributed mode, S3)', () => {
  let s3: S3BlobStore;
  const app = useApp(distributedApp(async () => {
    const directory = await mkdtemp(join(tmpdir(), 'ecp-s3rver-'));
    const s3server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
    const { port: s3Port } = await s3server.run();
    s3 = new S3BlobStore({ endPoint: '127.0.0.1', port: s3Port, useSSL: false, accessKey: 'S3RVER', secretKey: 'S3RVER', region: 'us-east-1' });
    return {
      env: { S3_ENDPOINT: '127.0.0.1', S3_PORT: String(s3Port), S3_USE_SSL: 'false', S3_ACCESS_KEY: 'S3RVER', S3_SECRET_KEY: 'S3RVER', S3_BUCKET: 'cvs' },
      close: async () => {
        await s3server.close();
        await rm(directory, { recursive: true, force: true });
      },
    };
  }));

  const upload = async (token: string, name: string) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await readFile(join(fixtures, name)))]), name);
    return fetch(`${app.url}/api/profile/cv`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
  };

  it('creates, updates and keeps a profile, and stores CVs in S3 replacing the previous one (kept for the retention period)', async () => {
    const user = makeUser();
    const signUp = await app.graphql<{ signUp: { accessToken: string; user: { id: string } } }>(SIGN_UP, { input: { ...user, role: 'beneficiary', beneficiaryType: 'grad' } });
    expect(signUp.errors).toBeUndefined();
    const { accessToken: token, user: { id } } = signUp.data!.signUp;
    await pollUntil(async () => (await app.graphql<{ myProfile: { fullName: string | null } }>(`{ myProfile { ${PROFILE} } }`, {}, token)).data?.myProfile.fullName, { timeoutMs: 15_000 });

    const updated = await app.graphql<{ updateProfile: Record<string, unknown> }>(
      `mutation U($input: UpdateProfileInput!) { updateProfile(input: $input) { ${PROFILE} } }`,
      { input: { location: 'Aberdeen', yearsOfExperience: 4, onboardingCompleted: true } },
      token,
    );
    expect(updated.data!.updateProfile).toMatchObject({ location: 'Aberdeen', yearsOfExperience: 4, onboardingCompleted: true, profileCompleteness: 40 });

    const first = await upload(token, 'cv.docx');
    expect(first.status).toBe(200);
    const replaced = ((await first.json()) as { cvFilePath: string }).cvFilePath;
    const second = await upload(token, 'cv.pdf');
    expect(second.status).toBe(200);
    const profile = (await second.json()) as { cvFilePath: string; profileCompleteness: number };
    expect(profile.profileCompleteness).toBe(70);
    // The replaced CV stays for CV_RETENTION_DAYS, then the profile service's retention sweeper deletes it.
    const stored = (await s3.list('cvs', `${id}/`)).map((b) => [b.key, b.contentType]);
    expect(stored).toHaveLength(2);
    expect(stored).toEqual(expect.arrayContaining([[profile.cvFilePath, 'application/pdf'], [replaced, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document']]));

    const bomb = await upload(token, 'zip-bomb.docx');
    expect({ status: bomb.status, body: await bomb.json() }).toEqual({ status: 400, body: { message: 'Only PDF, DOC, DOCX, and TXT files are allowed', code: 'BAD_USER_INPUT' } });
    expect((await s3.list('cvs', `${id}/`)).map((b) => b.key).sort()).toEqual([profile.cvFilePath, replaced].sort());

    const download = await fetch(`${app.url}/api/profile/cv`, { headers: { authorization: `Bearer ${token}` } });
    expect(Buffer.from(await download.arrayBuffer()).equals(await readFile(join(fixtures, 'cv.pdf')))).toBe(true);
    const again = await app.graphql<{ myProfile: Record<string, unknown> }>(`{ myProfile { ${PROFILE} } }`, {}, token);
    expect(again.data!.myProfile).toMatchObject({ location: 'Aberdeen', onboardingCompleted: true, cvFilePath: profile.cvFilePath });
  });
});

