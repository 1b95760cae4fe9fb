import { beforeEach, describe, expect, it, vi } from 'vitest';

const { toastErrorMock } = vi.hoisted(() => ({ toastErrorMock: vi.fn() }));
vi.mock('sonner', () => ({ toast: { error: toastErrorMock } }));

const { toastError } = await import('@/lib/toast-error');

describe('toastError', () => {
  beforeEach(() => toastErrorMock.mockClear());

  it("titles the toast 'Error' and shows the error's message", () => {
    toastError(new Error('Failed to add skill'));
    expect(toastErrorMock).toHaveBeenCalledWith('Error', { description: 'Failed to add skill' });
  });

  it('falls back to a generic message', () => {
    toastError('boom');
    toastError(new Error(''));
    expect(toastErrorMock.mock.calls.map(([, options]) => options)).toEqual([
      { description: 'An unexpected error occurred' },
      { description: 'An unexpected error occurred' },
    ]);
  });
});
