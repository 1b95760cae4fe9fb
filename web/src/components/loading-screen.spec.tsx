// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LoadingScreen } from '@/components/loading-screen';

afterEach(cleanup);

describe('LoadingScreen', () => {
  it("reads 'Loading' (spec §2)", () => {
    render(<LoadingScreen />);
    expect(screen.getByRole('status').textContent).toBe('Loading');
  });
});
