// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MatchBadge } from '@/components/match-badge';

afterEach(cleanup);

describe('MatchBadge', () => {
  it('shows a skills match above 0 %, highlighted from 70 %', () => {
    const { container } = render(<MatchBadge percentage={0} />);
    expect(container.textContent).toBe('');
    render(<MatchBadge percentage={69} />);
    expect(screen.getByText('69% skills match').getAttribute('data-highlighted')).toBe('false');
    render(<MatchBadge percentage={70} />);
    expect(screen.getByText('70% skills match').getAttribute('data-highlighted')).toBe('true');
  });
});
