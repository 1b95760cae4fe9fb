import { describe, expect, it } from 'vitest';
import { checkCvFile, formatFileSize } from '@/lib/cv-file-check';

describe('CV file check in the browser', () => {
  it('accepts PDF, DOC, DOCX and TXT up to 10 MB', () => {
    for (const name of ['cv.pdf', 'cv.DOC', 'cv.docx', 'notes.txt']) expect(checkCvFile({ name, size: 10 * 1024 * 1024 })).toBeNull();
  });

  it('refuses other types and larger files with the spec messages, and an empty file with its own', () => {
    expect(checkCvFile({ name: 'photo.png', size: 10 })).toBe('Only PDF, DOC, DOCX, and TXT files are allowed');
    expect(checkCvFile({ name: 'cv.pdf', size: 10 * 1024 * 1024 + 1 })).toBe('File size must be less than 10MB');
    expect(checkCvFile({ name: 'empty.txt', size: 0 })).toBe('The file is empty. Please choose a CV that has content.');
  });

  it('shows sizes in MB, as the spec does (a few KB as < 0.01 MB, never 0.00 MB)', () => {
    expect(formatFileSize(1_572_864)).toBe('1.50 MB');
    expect(formatFileSize(104_858)).toBe('0.10 MB');
    expect(formatFileSize(25_088)).toBe('0.02 MB');
    expect(formatFileSize(5_243)).toBe('0.01 MB');
    expect(formatFileSize(2_150)).toBe('< 0.01 MB');
  });
});
