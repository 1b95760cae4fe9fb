// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CvDropZone } from './cv-drop-zone';

describe('CvDropZone', () => {
  afterEach(cleanup);

  it('opens the file picker on Enter as on Space, unless disabled', () => {
    const { rerender } = render(<CvDropZone id="cv" inputRef={createRef()} chosen={null} onFile={() => {}} />);
    const input = screen.getByLabelText('Upload your CV');
    const opened = vi.spyOn(input, 'click');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(opened).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(input, { key: 'a' });
    expect(opened).toHaveBeenCalledTimes(1);
    rerender(<CvDropZone id="cv" inputRef={createRef()} chosen={null} disabled onFile={() => {}} />);
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(opened).toHaveBeenCalledTimes(1);
  });
});
