import 'reflect-metadata';
import { request } from 'node:http';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { makeUser, pollUntil } from '@ecp/testing';
import { startEmbeddedGateway } from './embedded-app.js';
import { FlowWatcher } from './assessment-flows.js';
import { SIGN_UP } from './skeleton.operations.js';

const fixtures = join(import.meta.dirname, '../../../libs/cv-files/test/fixtures');
const fixture = (name: string) => readFile(join(fixtures, name));

const PROFILE_FIELDS = 'id fullName professionalHeadline linkedinUrl location yearsOfExperience profileCompleteness onboardingCompleted cvFilePath cvFileName cvSizeBytes';
const MY_PROFILE = `query { myProfile { ${PROFILE_FIELDS} } }`;
const UPDATE_PROFILE = `mutation Update($input: UpdateProfileInput!) { updateProfile(input: $input) { ${PROFILE_FIELDS} } }`;
const DELETE_CV = `mutation { deleteCv { cvFilePath profileCompleteness } }`;

type Profile = Record<string, unknown> & { cvFilePath: string | null };

/** Profiles and CV files through the real gateway in embedded mode: GraphQL, multipart upload, download, delete. */
describe('profile and CV storage (embedded mode)', () => {
  let gateway: Awaited<ReturnType<typeof startEmbeddedGateway>>;
  let url: string;
  let dataDir: string;
  let graphql: typeof gateway.graphql;

  beforeAll(async () => {
    // An upload file a crash left behind: swept when the gateway starts.
    gateway = await startEmbeddedGateway('profile', {
      beforeStart: async (dir) => {
        await mkdir(join(dir, 'tmp', 'uploads', 'cv-crashed'), { recursive: true });
        await writeFile(join(dir, 'tmp', 'uploads', 'cv-crashed', 'upload'), 'half a CV');
      },
    });
    ({ url, dataDir, graphql } = gateway);
  }, 120_000);

  afterAll(() => gateway?.close());

  const signUp = async () => {
    const user = makeUser();
    const result = await graphql<{ signUp: { accessToken: string; user: { id: string } } }>(SIGN_UP, { input: { ...user, role: 'beneficiary', beneficiaryType: 'professional' } });
    expect(result.errors).toBeUndefined();
    const { accessToken: token, user: { id } } = result.data!.signUp;
    await pollUntil(async () => (await graphql<{ myProfile: Profile }>(MY_PROFILE, {}, token)).data?.myProfile.fullName, { timeoutMs: 10_000 });
    return { token, id, fullName: user.fullName };
  };

  const upload = (token: string | null, name: string, bytes: Buffer, type = 'application/octet-stream') => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
    return fetch(`${url}/api/profile/cv`, { method: 'POST', body: form, headers: token ? { authorization: `Bearer ${token}` } : {} });
  };
  const storedFiles = async (userId: string) => (await readdir(join(dataDir, 'blobs', 'cvs', userId)).catch(() => [] as string[])).filter((f) => !f.endsWith('.meta.json'));

  it('creates the profile at sign-up and serves myProfile with onboardingCompleted', async () => {
    const { token, id, fullName } = await signUp();
    const { data } = await graphql<{ myProfile: Profile }>(MY_PROFILE, {}, token);
    expect(data!.myProfile).toMatchObject({ id, fullName, onboardingCompleted: false, profileCompleteness: 20, cvFilePath: null, yearsOfExperience: null });
    const anonymous = await graphql(MY_PROFILE);
    expect(anonymous.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('updates the profile (updateProfile) and keeps it', async () => {
    const { token } = await signUp();
    const input = { fullName: 'Amina Okafor', professionalHeadline: 'Wind Turbine Technician', linkedinUrl: 'https://www.linkedin.com/in/amina', location: 'Lagos', yearsOfExperience: 6, onboardingCompleted: true };
    const updated = await graphql<{ updateProfile: Profile }>(UPDATE_PROFILE, { input }, token);
    expect(updated.errors).toBeUndefined();
    expect(updated.data!.updateProfile).toMatchObject({ ...input, profileCompleteness: 70 });
    expect((await graphql<{ myProfile: Profile }>(MY_PROFILE, {}, token)).data!.myProfile).toMatchObject({ ...input, profileCompleteness: 70 });
    const negative = await graphql(UPDATE_PROFILE, { input: { yearsOfExperience: -2 } }, token);
    expect(negative.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    const badUrl = await graphql(UPDATE_PROFILE, { input: { linkedinUrl: 'javascript:alert(1)' } }, token);
    expect(badUrl.errors?.[0]).toMatchObject({ message: 'Please enter a valid URL' });
  });

  it('uploads a valid CV of each type, each replacing the previous one (kept for the retention period), and downloads the current one', async () => {
    const { token, id } = await signUp();
    const types = [['cv.pdf', 'application/pdf'], ['cv.doc', 'application/msword'], ['cv.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'], ['cv.txt', 'text/plain']] as const;
    for (const [index, [name, type]] of types.entries()) {
      const bytes = await fixture(name);
      const res = await upload(token, `My ${name}`, bytes);
      expect(res.status).toBe(200);
      const profile = (await res.json()) as Profile;
      expect(profile).toMatchObject({ cvFileName: `My ${name}`, cvSizeBytes: bytes.length, cvContentType: type, profileCompleteness: 50 });
      expect(profile.cvFilePath).toMatch(new RegExp(`^${id}/\\d+_My_${name.replace('.', '\\.')}$`));
      // Replaced CVs stay for CV_RETENTION_DAYS (then the retention sweeper deletes them); the current one is among them.
      const stored = await storedFiles(id);
      expect(stored).toContain(profile.cvFilePath!.split('/')[1]);
      expect(stored).toHaveLength(index + 1);
      const download = await fetch(`${url}/api/profile/cv`, { headers: { authorization: `Bearer ${token}` } });
      expect(download.status).toBe(200);
      expect(download.headers.get('content-type')).toContain(type);
      expect(download.headers.get('content-disposition')).toContain(`filename="My ${name}"`);
      expect(Buffer.from(await download.arrayBuffer()).equals(bytes)).toBe(true);
    }
  });

  it('refuses bad files with the spec messages, storing nothing and keeping the previous CV', async () => {
    const { token, id } = await signUp();
    const good = await (await upload(token, 'cv.txt', await fixture('cv.txt'))).json() as Profile;
    const cases: [string, Buffer, string][] = [
      ['big.txt', Buffer.alloc(11 * 1024 * 1024, 'a'), 'File size must be less than 10MB'],
      ['photo.pdf', await fixture('image-named.pdf'), 'Only PDF, DOC, DOCX, and TXT files are allowed'],
      ['bomb.docx', await fixture('zip-bomb.docx'), 'Only PDF, DOC, DOCX, and TXT files are allowed'],
      ['cv.png', await fixture('image-named.pdf'), 'Only PDF, DOC, DOCX, and TXT files are allowed'],
      ['empty.txt', Buffer.alloc(0), 'The file is empty. Please choose a CV that has content.'],
    ];
    for (const [name, bytes, message] of cases) {
      const res = await upload(token, name, bytes);
      expect({ name, status: res.status, body: await res.json() }).toEqual({ name, status: 400, body: { message, code: 'BAD_USER_INPUT' } });
    }
    expect(await storedFiles(id)).toEqual([good.cvFilePath!.split('/')[1]]);
    expect((await graphql<{ myProfile: Profile }>(MY_PROFILE, {}, token)).data!.myProfile.cvFilePath).toBe(good.cvFilePath);
  });

  it('spools uploads under DATA_DIR/tmp/uploads, leaves nothing there, and swept what an earlier run left', async () => {
    const { token } = await signUp();
    expect((await upload(token, 'cv.txt', await fixture('cv.txt'))).status).toBe(200);
    expect((await upload(token, 'photo.pdf', await fixture('image-named.pdf'))).status).toBe(400);
    expect(await readdir(join(dataDir, 'tmp', 'uploads'))).toEqual([]);
  });

  it('lets users reach only their own CV, and deletes it', async () => {
    const alice = await signUp();
    const bob = await signUp();
    await upload(alice.token, 'alice.txt', await fixture('cv.txt'));
    expect((await fetch(`${url}/api/profile/cv`, { headers: { authorization: `Bearer ${bob.token}` } })).status).toBe(404);
    expect((await fetch(`${url}/api/profile/cv`)).status).toBe(401);
    expect((await upload(null, 'cv.txt', await fixture('cv.txt'))).status).toBe(401);
    const deleted = await graphql<{ deleteCv: Profile }>(DELETE_CV, {}, alice.token);
    expect(deleted.data!.deleteCv).toMatchObject({ cvFilePath: null, profileCompleteness: 20 });
    expect(await storedFiles(alice.id)).toEqual([]);
    expect((await fetch(`${url}/api/profile/cv`, { headers: { authorization: `Bearer ${alice.token}` } })).status).toBe(404);
  });

  it('keeps two uploads of one name at the same time apart: each its own key, neither file lost', async () => {
    const { token, id } = await signUp();
    const bytes = await fixture('cv.txt');
    const responses = await Promise.all([upload(token, 'cv.txt', bytes), upload(token, 'cv.txt', bytes)]);
    const profiles = (await Promise.all(responses.map((res) => res.json()))) as (Profile & { uploadId: string })[];
    expect(responses.map((res) => res.status)).toEqual([200, 200]);
    const keys = profiles.map((profile) => profile.cvFilePath!);
    expect(new Set(keys).size).toBe(2);
    expect((await storedFiles(id)).sort()).toEqual(keys.map((key) => key.split('/')[1]).sort());
  });

  it('cleans the file name it shows, stores and announces: no controls or overrides, long emoji names cut at a whole character', async () => {
    const { token } = await signUp();
    const flow = new FlowWatcher(gateway as never, token);
    try {
      await flow.started();
      const name = `${'\u{1F600}'.repeat(130)}x\u202Efdp.exe\u0000\u0085\u200b.txt`;
      const res = await upload(token, name, await fixture('cv.txt'));
      expect(res.status).toBe(200);
      const profile = (await res.json()) as Profile & { uploadId: string; cvFileName: string };
      expect(profile.cvFileName).toBe(`${'\u{1F600}'.repeat(121)}xfdp.exe.txt`);
      expect(profile.cvFileName.length).toBeLessThanOrEqual(255);
      const started = await flow.waitFor(profile.uploadId, 'UPLOAD_STARTED', 10_000);
      expect(started.fileName).toBe(profile.cvFileName);
      // A refused upload announces the cleaned name too.
      expect((await upload(token, 'photo\u202egnp.png', await fixture('cv.txt'))).status).toBe(400);
      const failed = await pollUntil(() => flow.events.find((event) => event.state === 'UPLOAD_FAILED') ?? null, { timeoutMs: 10_000 });
      expect(failed.fileName).toBe('photognp.png');
    } finally {
      await flow.close();
    }
  });

  it("takes at most two of one person's uploads at once, before reading a third's body; others' and later ones go through", async () => {
    const { token, id } = await signUp();
    /** An upload whose body stops after its first bytes until `finish`: it holds its place meanwhile. */
    const heldUpload = () => {
      const boundary = 'held-upload';
      const req = request(`${url}/api/profile/cv`, { method: 'POST', agent: false, headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` } });
      const answered = new Promise<number>((resolve, reject) => {
        req.on('response', (res) => res.resume().on('end', () => resolve(res.statusCode!)));
        req.on('error', reject);
      });
      req.write(`--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="cv.txt"\r\ncontent-type: text/plain\r\n\r\nWind turbine technician, GWO, SCADA.\n`);
      return { answered, finish: () => void (req.writableEnded || req.end(`\r\n--${boundary}--\r\n`)) };
    };
    const spooling = async () => (await readdir(join(dataDir, 'tmp', 'uploads'))).length;
    const held = [heldUpload(), heldUpload()];
    try {
      await pollUntil(async () => (await spooling()) === 2, { timeoutMs: 10_000, description: 'both held uploads spooling' });
      const third = await upload(token, 'cv.txt', Buffer.from('Solar PV installer\n'), 'text/plain');
      expect(third.status).toBe(429);
      expect(third.headers.get('retry-after')).toBe('5');
      expect(await third.json()).toEqual({ message: 'Another CV upload is still in progress. Please wait for it to finish, then try again.', code: 'RATE_LIMITED' });
      const someoneElse = await signUp();
      expect((await upload(someoneElse.token, 'cv.txt', Buffer.from('Substation technician\n'), 'text/plain')).status).toBe(200);
    } finally {
      for (const { finish } of held) finish(); // an open request would keep the gateway from closing
    }
    expect(await Promise.all(held.map(({ answered }) => answered))).toEqual([200, 200]);
    expect((await upload(token, 'cv.txt', Buffer.from('Solar PV installer\n'), 'text/plain')).status).toBe(200);
    expect(await storedFiles(id)).toHaveLength(3);
  });

  it('answers a malformed multipart body 400 with the upload failure message, storing nothing', async () => {
    const { token, id } = await signUp();
    const post = (contentType: string, body: string) =>
      fetch(`${url}/api/profile/cv`, { method: 'POST', body, headers: { authorization: `Bearer ${token}`, 'content-type': contentType } });
    const cases: [string, string, string][] = [
      ['no boundary', 'multipart/form-data', '--x\r\ncontent-disposition: form-data; name="file"; filename="cv.txt"\r\n\r\nhello\r\n--x--\r\n'],
      ['cut short', 'multipart/form-data; boundary=x', '--x\r\ncontent-disposition: form-data; name="file"; filename="cv.txt"\r\n\r\nWind turbine technician'],
      ['a malformed part header', 'multipart/form-data; boundary=x', `--x\r\n${'a'.repeat(100)}\r\n\r\nhello\r\n--x--\r\n`],
      ['too many parts', 'multipart/form-data; boundary=x', `${Array.from({ length: 20 }, (_, i) => `--x\r\ncontent-disposition: form-data; name="f${i}"\r\n\r\nv\r\n`).join('')}--x--\r\n`],
    ];
    for (const [name, contentType, body] of cases) {
      const res = await post(contentType, body);
      expect({ name, status: res.status, body: await res.json() }).toEqual({ name, status: 400, body: { message: 'Failed to upload CV', code: 'BAD_USER_INPUT' } });
    }
    expect(await storedFiles(id)).toEqual([]);
  });
});

/** Uploads that stop sending give their place back: a gateway of two upload places that drops a body after 1 s without 16 KB. */
describe('CV uploads that stall (embedded mode)', () => {
  let gateway: Awaited<ReturnType<typeof startEmbeddedGateway>>;
  beforeAll(async () => {
    gateway = await startEmbeddedGateway('profile-stall', { env: { CV_UPLOAD_PROGRESS_SECONDS: '1', CV_UPLOADS_IN_FLIGHT: '2' } });
  }, 120_000);
  afterAll(() => gateway?.close());

  const signUp = async () => {
    const result = await gateway.graphql<{ signUp: { accessToken: string } }>(SIGN_UP, { input: { ...makeUser(), role: 'beneficiary', beneficiaryType: 'professional' } });
    return result.data!.signUp.accessToken;
  };
  /** An upload that sends its first bytes and then nothing: answered (or cut off) once the gateway gives up on it. */
  const stalledUpload = (token: string) => {
    const boundary = 'stalled-upload';
    const req = request(`${gateway.url}/api/profile/cv`, { method: 'POST', agent: false, headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` } });
    const ended = new Promise<string>((resolve) => {
      req.on('response', (res) => res.resume().on('end', () => resolve(`answered ${res.statusCode}`)));
      req.on('error', () => resolve('cut off'));
    });
    req.write(`--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="cv.txt"\r\ncontent-type: text/plain\r\n\r\nWind turbine`);
    return { ended, abandon: () => req.destroy() };
  };

  it('drops uploads that stop sending, and their places go to the next uploads', async () => {
    const [first, second] = [await signUp(), await signUp()];
    const stalled = [stalledUpload(first), stalledUpload(first)];
    try {
      const started = Date.now();
      // Both places are held by stalled uploads; this one waits, and gets a place once the gateway drops them.
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(await fixture('cv.txt'))], { type: 'text/plain' }), 'cv.txt');
      const res = await fetch(`${gateway.url}/api/profile/cv`, { method: 'POST', body: form, headers: { authorization: `Bearer ${second}` } });
      expect(res.status).toBe(200);
      expect(Date.now() - started).toBeLessThan(10_000);
      expect(await Promise.all(stalled.map(({ ended }) => ended))).toEqual(expect.arrayContaining([expect.stringMatching(/^(answered 400|cut off)$/)]));
    } finally {
      for (const { abandon } of stalled) abandon();
    }
  });

  it('takes a waiting upload whose client went away out of the queue', async () => {
    const [first, second] = [await signUp(), await signUp()];
    const stalled = [stalledUpload(first), stalledUpload(first)];
    // A third person's upload waits for a place, then its client goes away: it must not keep the place it is given.
    const leaving = stalledUpload(second);
    await new Promise((resolve) => setTimeout(resolve, 200));
    leaving.abandon();
    for (const { abandon } of stalled) abandon();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await fixture('cv.txt'))], { type: 'text/plain' }), 'cv.txt');
    // Two uploads at once get both places at once: neither waits behind a place held for a client that is gone.
    const started = Date.now();
    const answers = await Promise.all([second, await signUp()].map((token) => fetch(`${gateway.url}/api/profile/cv`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } })));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});

