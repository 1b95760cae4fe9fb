// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CvManagement } from '@/features/profile/components/cv-management';

const remove = { isPending: false, mutateAsync: vi.fn(async () => undefined) };
vi.mock('@/features/profile/api/delete-cv', () => ({ useDeleteCv: () => remove }));
vi.mock('@/features/profile/api/upload-cv', () => ({ downloadCv: vi.fn(async () => undefined) }));
afterEach(cleanup);

const profile = { cvFilePath: 'u1/1_cv.pdf', cvFileName: 'cv.pdf', cvSizeBytes: 30_000 } as never;
const idle = () => ({ inputRef: { current: null }, chosen: null, busy: false, status: null, start: vi.fn() });

describe('CvManagement', () => {
  it('asks before removing the CV, in place; Escape goes back to the Remove button', async () => {
    render(<CvManagement profile={profile} upload={idle()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    const question = screen.getByRole('group', { name: 'Remove your CV?' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
    expect(remove.mutateAsync).not.toHaveBeenCalled();
    fireEvent.keyDown(question, { key: 'Escape' });
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(screen.queryByRole('group', { name: 'Remove your CV?' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove' }));

    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Remove CV' })));
    expect(remove.mutateAsync).toHaveBeenCalledTimes(1);
    // The row's buttons are gone with the CV: the focus is on the upload field.
    expect(document.activeElement?.id).toBe('profile-cv');
  });

  it('closes the question when another CV arrives meanwhile', () => {
    const { rerender } = render(<CvManagement profile={profile} upload={idle()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(screen.getByRole('group', { name: 'Remove your CV?' })).toBeTruthy();
    rerender(<CvManagement profile={{ cvFilePath: 'u1/2_new.pdf', cvFileName: 'new.pdf', cvSizeBytes: 1000 } as never} upload={idle()} />);
    expect(screen.queryByRole('group', { name: 'Remove your CV?' })).toBeNull();
  });

  it("sends a chosen file into the CV flow, which follows it to its analysis, and says the run's step meanwhile", () => {
    const upload = idle();
    const { rerender } = render(<CvManagement profile={profile} upload={upload} />);
    const file = new File(['Wind technician'], 'cv.txt', { type: 'text/plain' });
    fireEvent.change(screen.getByLabelText(/Replace CV/), { target: { files: [file] } });
    expect(upload.start).toHaveBeenCalledWith(file);
    rerender(<CvManagement profile={profile} upload={{ ...upload, chosen: file, busy: true, status: 'AI is extracting skills from your CV...' }} />);
    expect(screen.getByRole('status').textContent).toBe('AI is extracting skills from your CV...');
    expect((screen.getByLabelText(/Replace CV/) as HTMLInputElement).disabled).toBe(true);
    // The stored CV is not removed meanwhile.
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(screen.queryByRole('group', { name: 'Remove your CV?' })).toBeNull();
  });
});
