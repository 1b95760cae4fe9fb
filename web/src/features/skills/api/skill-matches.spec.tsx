// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSkillMatches } from '@/features/skills/api/skill-matches';

const graphqlRequest = vi.fn(async (_document: unknown, variables: { text: string }) => ({
  skillMatches: [{ name: `skill for ${variables.text}`, escoUri: 'http://data.europa.eu/esco/skill/1', confidence: 0.5 }],
}));
vi.mock('@/lib/graphql', () => ({ graphqlRequest: (document: unknown, variables: { text: string }) => graphqlRequest(document, variables) }));

function render(initial: { text: string; enabled: boolean }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderHook(({ text, enabled }) => useSkillMatches(text, enabled), {
    initialProps: initial,
    wrapper: ({ children }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>,
  });
}

describe('useSkillMatches', () => {
  it('asks once the trimmed text (3 characters or more) has settled, and only for the last text', async () => {
    const hook = render({ text: 'wi', enabled: true });
    hook.rerender({ text: ' win', enabled: true });
    hook.rerender({ text: ' wind tu', enabled: true });
    hook.rerender({ text: ' wind turbin ', enabled: true });
    expect(hook.result.current.data).toBeUndefined();
    await waitFor(() => expect(hook.result.current.data?.[0]?.name).toBe('skill for wind turbin'));
    expect(graphqlRequest).toHaveBeenCalledTimes(1);
    expect(graphqlRequest.mock.calls[0]![1]).toEqual({ text: 'wind turbin' });

    // A new text never shows the previous text's answer, and text under 3 characters asks nothing.
    hook.rerender({ text: 'so', enabled: true });
    expect(hook.result.current.data).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(hook.result.current.data).toBeUndefined();
    expect(graphqlRequest).toHaveBeenCalledTimes(1);
  });

  it('asks nothing while disabled (an exact option) or for text over 200 characters', async () => {
    graphqlRequest.mockClear();
    const hook = render({ text: 'solar energy', enabled: false });
    hook.rerender({ text: 'x'.repeat(201), enabled: true });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(hook.result.current).toEqual({ data: undefined, isFetching: false });
    expect(graphqlRequest).not.toHaveBeenCalled();
  });
});
