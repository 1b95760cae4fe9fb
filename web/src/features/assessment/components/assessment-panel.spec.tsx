// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AssessmentPanel } from '@/features/assessment/components/assessment-panel';

const chosen = new File([new Uint8Array(1_572_864)], 'amina-okafor-cv.pdf', { type: 'application/pdf' });
vi.mock('@/features/assessment/api/get-latest-assessment', () => ({ useLatestAssessment: () => ({ isPending: false, data: null }) }));
vi.mock('@/features/assessment/hooks/use-cv-assessment', () => ({
  stageMessage: () => 'AI is extracting skills from your CV...',
  useCvAssessment: () => ({ busy: true, stage: 'extracting', chosen, inputRef: { current: null }, start: vi.fn() }),
}));
afterEach(cleanup);

describe('AssessmentPanel', () => {
  it('shows the chosen file name and its size in MB while the CV is analysed', () => {
    render(<AssessmentPanel uploadCv={vi.fn()} uploadForm={() => null} extractedSkills={() => null} />);
    expect(screen.getByText('Analyzing Your CV...')).toBeTruthy();
    expect(screen.getByTestId('chosen-cv').textContent).toBe('amina-okafor-cv.pdf (1.50 MB)');
  });
});
