// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ClampedText } from '@/components/clamped-text';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

// jsdom lays nothing out: the paragraph's full height against its three-line box is what the browser would measure.
const layout = (full: number, box: number) => {
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(full);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(box);
};

describe('ClampedText', () => {
  it('offers Show more when three lines hide some of the text, and Show less once open', () => {
    layout(120, 60);
    render(<ClampedText text="A long description." />);
    const paragraph = screen.getByText('A long description.');
    expect(paragraph.className).toContain('line-clamp-3');
    const more = screen.getByRole('button', { name: 'Show more' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    expect(more.getAttribute('aria-controls')).toBe(paragraph.id);
    fireEvent.click(more);
    expect(paragraph.className).not.toContain('line-clamp-3');
    expect(screen.getByRole('button', { name: 'Show less' }).getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Show less' }));
    expect(paragraph.className).toContain('line-clamp-3');
  });

  it('keeps the button while it has the focus when, shown whole, the text would now fit in three lines', () => {
    layout(120, 60);
    render(<ClampedText text="A long description." />);
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    layout(60, 60);
    const less = screen.getByRole('button', { name: 'Show less' });
    less.focus();
    fireEvent.click(less);
    const more = screen.getByRole('button', { name: 'Show more' });
    expect(document.activeElement).toBe(more);
    fireEvent.blur(more);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("names its button after what the text describes, for a screen reader's list of buttons", () => {
    layout(120, 60);
    render(<ClampedText text="A long description." about="Wind turbine technician" />);
    screen.getByRole('button', { name: 'Show more of Wind turbine technician' });
    expect(screen.getByText('of Wind turbine technician').className).toContain('sr-only');
  });

  it('offers nothing when the text fits', () => {
    layout(60, 60);
    render(<ClampedText text="Short." />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
