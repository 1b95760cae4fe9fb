// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { JourneyUploadSuccess } from '@/features/journey/components/guided-journey';

afterEach(cleanup);

describe('JourneyUploadSuccess', () => {
  it("tells the person to review the extracted skills with Next, only when there are some", () => {
    render(<JourneyUploadSuccess skillCount={3} />);
    expect(screen.getByRole('status').textContent).toBe('CV Uploaded Successfully!Your skills have been extracted. Click "Next" to review them.');
    cleanup();
    render(<JourneyUploadSuccess skillCount={0} />);
    expect(screen.getByRole('status').textContent).toBe('CV Uploaded Successfully!');
  });
});
