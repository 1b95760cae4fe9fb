// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useBackToCurrentOnArrival } from '@/features/assessment/components/assessment-page';

describe('useBackToCurrentOnArrival (spec §2: a new assessment arriving while on New switches to Current)', () => {
  const setup = (latestId: string | null | undefined, onNew: boolean) => {
    const backToCurrent = vi.fn();
    const hook = renderHook((props: { latestId: string | null | undefined; onNew: boolean }) => useBackToCurrentOnArrival(props.latestId, props.onNew, backToCurrent), {
      initialProps: { latestId, onNew },
    });
    return { backToCurrent, rerender: hook.rerender };
  };

  it('the assessment the page loads with is no arrival; a later one is, while New is open', () => {
    const { backToCurrent, rerender } = setup(undefined, true);
    rerender({ latestId: 'first', onNew: true });
    expect(backToCurrent).not.toHaveBeenCalled();
    rerender({ latestId: 'first', onNew: true }); // refetched, the same one
    expect(backToCurrent).not.toHaveBeenCalled();
    rerender({ latestId: 'second', onNew: true });
    expect(backToCurrent).toHaveBeenCalledTimes(1);
  });

  it('the first assessment of someone who had none arrives too', () => {
    const { backToCurrent, rerender } = setup(null, true);
    rerender({ latestId: 'first', onNew: true });
    expect(backToCurrent).toHaveBeenCalledTimes(1);
  });

  it('away from New (History, Current) an arrival moves nothing, and opening New later does not either', () => {
    const { backToCurrent, rerender } = setup('first', false);
    rerender({ latestId: 'second', onNew: false });
    rerender({ latestId: 'second', onNew: true });
    expect(backToCurrent).not.toHaveBeenCalled();
  });
});
