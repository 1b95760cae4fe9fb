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

// The success message the page composes (the journey's says 'extracted' only with skills): here, the count it gets.
const success = (count: number) => <p>CV Uploaded Successfully! ({count} skills)</p>;

describe('CvUploadWithSkills', () => {
  it('says the skills were extracted after an upload that found some', () => {
    latest = { data: assessment([{ name: 'lead a team', proficiency: 'advanced' }]) };
    render(<CvUploadWithSkills successMessage={success} uploadCv={vi.fn()} />);
    expect(screen.queryByText(/CV Uploaded Successfully!/)).toBeNull();
    act(() => completed?.('a1'));
    expect(screen.getByText('CV Uploaded Successfully! (1 skills)')).toBeTruthy();
    expect(screen.getByText('Skills extracted from cv.txt (1)')).toBeTruthy();
  });

  it('gives the success message the count when the CV gave none, and the empty state says what to do', () => {
    latest = { data: assessment([]) };
    render(<CvUploadWithSkills successMessage={success} uploadCv={vi.fn()} />);
    act(() => completed?.('a1'));
    expect(screen.getByText('CV Uploaded Successfully! (0 skills)')).toBeTruthy();
    expect(screen.getByText('No skills were extracted. Please upload a different CV.')).toBeTruthy();
  });
});
