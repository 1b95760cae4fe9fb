// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CvUploadWithSkills } from '@/features/assessment/components/cv-upload-with-skills';

let latest: { data: unknown };
let completed: ((id: string | null) => void) | undefined;
vi.mock('@/features/assessment/api/get-latest-assessment', () => ({ useLatestAssessment: () => latest }));
vi.mock('@/features/assessment/hooks/use-cv-assessment', () => ({
  useCvAssessment: (options: { onCompleted?: (id: string | null) => void }) => {
    completed = options.onCompleted;
    return { busy: false, stage: 'idle', chosen: null, inputRef: { current: null }, start: vi.fn() };
  },
}));
vi.mock('@/features/assessment/components/cv-upload', () => ({ CvUpload: () => <p>upload</p> }));
afterEach(cleanup);

const assessment = (skills: { name: string; proficiency: string }[]) => ({ id: 'a1', input: { fileName: 'cv.txt', note: null }, skills, evidence: [] });

describe('CvUploadWithSkills', () => {
  it('says the skills were extracted after an upload that found some', () => {
    latest = { data: assessment([{ name: 'lead a team', proficiency: 'advanced' }]) };
    render(<CvUploadWithSkills successMessage={<p>CV Uploaded Successfully!</p>} uploadCv={vi.fn()} />);
    act(() => completed?.('a1'));
    expect(screen.getByText('CV Uploaded Successfully!')).toBeTruthy();
    expect(screen.getByText('Skills extracted from cv.txt (1)')).toBeTruthy();
  });

  it('says only what to do next when the CV gave no skill', () => {
    latest = { data: assessment([]) };
    render(<CvUploadWithSkills successMessage={<p>CV Uploaded Successfully!</p>} uploadCv={vi.fn()} />);
    act(() => completed?.('a1'));
    expect(screen.queryByText('CV Uploaded Successfully!')).toBeNull();
    expect(screen.getByText('No skills were extracted. Please upload a different CV.')).toBeTruthy();
  });
});
