// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Explain } from '@/components/ui/explain';

afterEach(cleanup);

const renderFigure = () =>
  render(
    <div data-testid="tile">
      <Explain label="Market Alignment sources" explanation={<a href="https://example.test/source">Energy demand data, 2024</a>}>
        72%
      </Explain>
    </div>,
  );

describe('Explain', () => {
  it('is named by its visible value; the label only describes it', () => {
    renderFigure();
    const trigger = screen.getByRole('button', { name: '72%' });
    expect(trigger.getAttribute('aria-label')).toBeNull();
    const hint = document.getElementById(trigger.getAttribute('aria-describedby')!);
    expect(hint?.textContent).toBe('Market Alignment sources');
    // The hint is not part of the surrounding figure's text.
    expect(screen.getByTestId('tile').textContent).toBe('72%');
  });

  it('opened from the keyboard, moves focus into the popover so its content is reachable; Escape returns', async () => {
    renderFigure();
    const trigger = screen.getByRole('button', { name: '72%' });
    trigger.focus();
    fireEvent.click(trigger); // Enter/Space on a button is a click
    const link = await screen.findByRole('link', { name: 'Energy demand data, 2024' });
    // Focus is on the popover itself (Radix does not auto-focus links), so Tab goes on to the link in it.
    await waitFor(() => expect(document.activeElement?.contains(link)).toBe(true));
    expect(document.activeElement).not.toBe(trigger);
    fireEvent.keyDown(link, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('link')).toBeNull());
    expect(document.activeElement).toBe(trigger);
  });

  it('closes on Tab when it holds nothing to reach, focus back on its trigger (no trap)', async () => {
    render(<Explain explanation={<p>From your CV: maintained 40 turbines</p>}>maintain wind turbines</Explain>);
    const trigger = screen.getByRole('button', { name: 'maintain wind turbines' });
    trigger.focus();
    fireEvent.click(trigger);
    const note = await screen.findByRole('note');
    await waitFor(() => expect(document.activeElement).toBe(note));
    fireEvent.keyDown(note, { key: 'Tab' });
    await waitFor(() => expect(screen.queryByRole('note')).toBeNull());
    expect(document.activeElement).toBe(trigger);
  });
});

