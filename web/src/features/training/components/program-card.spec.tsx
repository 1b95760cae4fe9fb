// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProgramCard } from '@/features/training/components/program-card';
import { testProgram } from '@/features/training/components/test-program';

afterEach(cleanup);

const program = testProgram('p1', 'Solar PV Installation', { description: 'Panels on roofs.' });

describe('ProgramCard', () => {
  it('keeps the keyboard focus on Enroll Now while the enrolment is saved, ignoring presses, and on Enrolled after', () => {
    const onEnroll = vi.fn();
    const { rerender } = render(<ProgramCard program={program} onEnroll={onEnroll} enrolling={false} />);
    const button = screen.getByRole('button', { name: 'Enroll Now' }) as HTMLButtonElement;
    button.focus();
    fireEvent.click(button);
    expect(onEnroll).toHaveBeenCalledTimes(1);

    rerender(<ProgramCard program={program} onEnroll={onEnroll} enrolling />);
    expect(button.disabled).toBe(false);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(button);
    fireEvent.click(button);
    expect(onEnroll).toHaveBeenCalledTimes(1);

    rerender(<ProgramCard program={{ ...program, enrolled: true }} onEnroll={onEnroll} enrolling={false} />);
    const enrolled = screen.getByRole('button', { name: 'Enrolled' }) as HTMLButtonElement;
    expect(enrolled).toBe(button);
    expect(enrolled.disabled).toBe(false);
    expect(enrolled.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(enrolled);
    fireEvent.click(enrolled);
    expect(onEnroll).toHaveBeenCalledTimes(1);
  });

  it('keeps the focus on Enroll Now, pressable again, when the enrolment fails', () => {
    const onEnroll = vi.fn();
    const { rerender } = render(<ProgramCard program={program} onEnroll={onEnroll} enrolling />);
    const button = screen.getByRole('button', { name: 'Enroll Now' });
    button.focus();
    rerender(<ProgramCard program={program} onEnroll={onEnroll} enrolling={false} />);
    expect(document.activeElement).toBe(button);
    expect(button.hasAttribute('aria-disabled')).toBe(false);
    fireEvent.click(button);
    expect(onEnroll).toHaveBeenCalledTimes(1);
  });
});
