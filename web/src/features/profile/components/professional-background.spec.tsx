// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
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
