// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProfessionalBackground } from '@/features/profile/components/professional-background';

const renderScreen = (props: Parameters<typeof ProfessionalBackground>[0] = {}) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ProfessionalBackground {...props} />
    </QueryClientProvider>,
  );

afterEach(cleanup);

describe('Share Your Professional Background', () => {
  it('offers the CV card, the OR divider and the professional-network card', () => {
    renderScreen();
    expect(screen.getByRole('heading', { name: 'Share Your Professional Background' })).toBeTruthy();
    expect(screen.getByText('Choose one or both options')).toBeTruthy();
    expect(screen.getByText('Upload Your CV')).toBeTruthy();
    const input = screen.getByLabelText('Upload Your CV') as HTMLInputElement;
    expect(input.type).toBe('file');
    expect(input.accept).toBe('.pdf,.doc,.docx,.txt');
    expect(screen.getAllByText(/max 10MB/).length).toBeGreaterThan(0);
    expect(screen.getByText('OR')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Connect with/ })).toBeTruthy();
  });

  it('disables Save LinkedIn URL while the URL field is empty', () => {
    renderScreen();
    const field = screen.getByLabelText('LinkedIn profile URL') as HTMLInputElement;
    const save = screen.getByRole('button', { name: 'Save LinkedIn URL' }) as HTMLButtonElement;
    expect(field.type).toBe('url');
    expect(save.disabled).toBe(true);
    fireEvent.change(field, { target: { value: 'https://www.linkedin.com/in/amina' } });
    expect(save.disabled).toBe(false);
    fireEvent.change(field, { target: { value: '   ' } });
    expect(save.disabled).toBe(true);
  });

  it('shows the loading overlay text of the running stage', () => {
    const { rerender } = renderScreen({ processing: 'extracting' });
    expect(screen.getByRole('status').textContent).toBe('AI is extracting skills from your CV...');
    rerender(
      <QueryClientProvider client={new QueryClient()}>
        <ProfessionalBackground processing="assessing" />
      </QueryClientProvider>,
    );
    expect(screen.getByRole('status').textContent).toBe('AI is running your career assessment...');
    rerender(
      <QueryClientProvider client={new QueryClient()}>
        <ProfessionalBackground processing="linkedin" />
      </QueryClientProvider>,
    );
    expect(screen.getByRole('status').textContent).toBe('AI is analyzing your LinkedIn profile...');
  });

  it('clears a refused file choice and resets the input', () => {
    renderScreen();
    const input = screen.getByLabelText('Upload Your CV') as HTMLInputElement;
    const file = new File([new Uint8Array(2 * 1024 * 1024)], 'my-cv.exe');
    fireEvent.change(input, { target: { files: [file] } });
    // A refused file is cleared again (spec §5), so nothing stays chosen.
    expect(screen.queryByTestId('chosen-cv')).toBeNull();
  });
});

describe('Share Your Professional Background in assessment mode', () => {
  const flow = (start = vi.fn()) => ({ inputRef: { current: null }, chosen: null as File | null, busy: false, stage: 'idle' as const, start });

  it('feeds the chosen CV to the assessment flow instead of a plain upload', () => {
    const start = vi.fn();
    renderScreen({ cvFlow: flow(start) });
    const file = new File(['Wind technician'], 'cv.txt', { type: 'text/plain' });
    fireEvent.change(screen.getByLabelText('Upload Your CV'), { target: { files: [file] } });
    expect(start).toHaveBeenCalledWith(file);
  });

  it("shows the flow's chosen file with its size in MB and the running stage's overlay", () => {
    const chosen = new File([new Uint8Array(1536 * 1024)], 'amina-cv.pdf');
    renderScreen({ cvFlow: { ...flow(), chosen, busy: true, stage: 'assessing' } });
    expect(screen.getByTestId('chosen-cv').textContent).toMatch(/amina-cv\.pdf.*1\.5\d* MB/);
    expect(screen.getByRole('status').textContent).toBe('AI is running your career assessment...');
  });

  it("'Connect with LinkedIn' starts the professional-network sign-in", () => {
    const connect = vi.fn();
    renderScreen({ onConnectLinkedin: connect });
    fireEvent.click(screen.getByRole('button', { name: 'Connect with LinkedIn' }));
    expect(connect).toHaveBeenCalledOnce();
    expect(screen.queryByText(/not set up on this site/)).toBeNull();
  });

  it("says why 'Connect with LinkedIn' is unavailable when that sign-in is not configured", () => {
    renderScreen({});
    const connect = screen.getByRole('button', { name: 'Connect with LinkedIn' }) as HTMLButtonElement;
    expect(connect.disabled).toBe(true);
    expect(connect.getAttribute('aria-describedby')).toBe('linkedin-unavailable');
    expect(screen.getByText('Sign-in with LinkedIn is not set up on this site. Save your LinkedIn profile URL below instead.')).toBeTruthy();
  });
});
