import { describe, expect, it } from '@jest/globals';
import { invalidRequestMessage, requestSchemas } from '../requests.js';

const USER = '0b9d4c1e-6f57-4d36-9d0b-4e8f3a1c2b7d';
const PROGRAM = '5a2f7e90-1c3d-4b8a-9e6f-0d1c2b3a4f5e';
const NUL = 'Aberdeen\u0000\u001b[31m';

// The abuse suite's addSkill and updateProfile with control characters reached PostgreSQL, which cannot store U+0000:
// a repository error (INTERNAL_SERVER_ERROR, status 500). A NUL in stored text is now the request's validation error.
describe('text a service stores', () => {
  const valid = (pattern: keyof typeof requestSchemas, request: unknown) => requestSchemas[pattern].request.safeParse(request).success;

  it('refuses U+0000 in every stored text a client gives, with the operation message', () => {
    expect(valid('skills.add-skill', { userId: USER, skillName: NUL })).toBe(false);
    expect(invalidRequestMessage('skills.add-skill')).toBe('Failed to add skill');
    for (const field of ['fullName', 'professionalHeadline', 'linkedinUrl', 'location']) {
      expect(valid('profile.update', { userId: USER, updates: { [field]: field === 'linkedinUrl' ? `https://x.example/${NUL}` : NUL } })).toBe(false);
    }
    expect(invalidRequestMessage('profile.update')).toBe('Failed to update profile');
    expect(valid('training.enroll', { userId: USER, programId: PROGRAM, sessionId: NUL })).toBe(false);
    expect(valid('training.enroll', { userId: USER, programId: PROGRAM, externalProgramId: NUL })).toBe(false);
    expect(valid('identity.sign-up', { email: 'dana@example.test', password: 'Turbine-1', fullName: NUL, role: 'beneficiary', beneficiaryType: 'grad' })).toBe(false);
    expect(valid('assessment.run', { userId: USER, cvText: 'Wind turbine technician', assessmentType: NUL })).toBe(false);
  });

  // A name is one line, shown in headers and lists: a line break in it could make it pass for the platform's own words.
  it("reads a name's tabs and line breaks as spaces, drops direction marks and refuses other control characters", () => {
    const signUp = (fullName: string) => requestSchemas['identity.sign-up'].request.safeParse({ email: 'dana@example.test', password: 'Turbine-1', fullName, role: 'beneficiary', beneficiaryType: 'grad' });
    const nameOf = (fullName: string) => signUp(fullName).data?.fullName;
    expect(nameOf('Alex\n\nSECURITY NOTICE: verify at https://evil.example')).toBe('Alex SECURITY NOTICE: verify at https://evil.example');
    expect(nameOf(' Alex\tB\r\n')).toBe('Alex B');
    expect(nameOf('Alex\u2028B')).toBe('Alex B');
    expect(nameOf('\u202Bمحمد علي\u202C')).toBe('محمد علي');
    expect(nameOf('\u2067Alex\u2069 \u202Eevil')).toBe('Alex evil');
    expect(nameOf('\u200FAlex \t B\u200E')).toBe('Alex B');
    for (const fullName of ['Alex\u0007', 'Alex\u001b[31m', '\n\t']) {
      const parsed = signUp(fullName);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['fullName']);
    }
    // Names as people write them stay as they are: accents, apostrophes, hyphens, other scripts, joiners.
    for (const fullName of ["Zoë O'Brien-Nakamura", 'Nguyễn Thị Minh', 'محمد علي', 'क्षि\u200Dति']) expect(nameOf(fullName)).toBe(fullName);
    // The profile's name is read the same way.
    expect(requestSchemas['profile.update'].request.parse({ userId: USER, updates: { fullName: 'Alex\nB' } }).updates.fullName).toBe('Alex B');
    expect(requestSchemas['profile.update'].request.safeParse({ userId: USER, updates: { fullName: 'Alex\u0007' } }).success).toBe(false);
  });

  // CV text reaches the analyzer, whose evidence, position and strengths are stored (text and jsonb): a NUL in it failed
  // the assessment in PostgreSQL after it had been recorded as processing.
  it('refuses U+0000 and lone surrogates in CV text that is stored (run, professional-network data)', () => {
    expect(valid('assessment.run', { userId: USER, cvText: 'Wind turbine technician' })).toBe(true);
    expect(valid('assessment.run', { userId: USER, cvText: `Wind turbine ${NUL}` })).toBe(false);
    expect(valid('assessment.run', { userId: USER, cvText: 'Wind turbine \ud800' })).toBe(false);
    expect(valid('assessment.run', { userId: USER, cvText: 'Wind turbine \u{1F32C}' })).toBe(true);
    // analyze-cv stores nothing: control characters there are analysed to no skills (the abuse suite's expectation).
    expect(valid('assessment.analyze-cv', { userId: USER, cvText: NUL })).toBe(true);
    expect(valid('assessment.extract-linkedin-skills', { userId: USER, linkedinData: { headline: NUL, experience: '' } })).toBe(false);
  });

  // The type is shown in History and sent to partners (assessment.completed): a word, never one the service gives
  // an upload or a professional-network run.
  it("takes a run's assessment type as a snake_case word, not free text nor an upload's or a LinkedIn run's type", () => {
    const typed = (assessmentType: string) => valid('assessment.run', { userId: USER, cvText: 'Wind turbine technician', assessmentType });
    expect(typed('manual')).toBe(true);
    expect(typed(' career_review ')).toBe(true);
    expect(typed('cv_upload')).toBe(false);
    expect(typed('linkedin')).toBe(false);
    expect(typed('<b>Certified by ACME</b>')).toBe(false);
    expect(typed('x'.repeat(51))).toBe(false);
    expect(requestSchemas['assessment.run'].request.parse({ userId: USER, cvText: 'Wind' }).assessmentType).toBe('manual');
    expect(valid('assessment.extract-linkedin-skills', { userId: USER, linkedinData: { experience: 'Grid \udc00' } })).toBe(false);
  });

  it('still takes other control characters and unicode, which PostgreSQL stores', () => {
    expect(valid('skills.add-skill', { userId: USER, skillName: 'SCADA \u001b \u202e Ünïcödé' })).toBe(true);
    expect(valid('profile.update', { userId: USER, updates: { location: 'Aberdeen \u0007' } })).toBe(true);
  });
});
