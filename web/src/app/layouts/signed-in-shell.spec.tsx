// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { prerender } from '@/prerender';

/** The markup web/vite.config.ts puts into dist/routes/<page>.html, parsed. */
function shellOf(path: Parameters<typeof prerender>[0]): Document {
  return new DOMParser().parseFromString(`<div id="root">${prerender(path)}</div>`, 'text/html');
}

describe('signed-in shell (the first paint of a signed-in page, rendered at build time)', () => {
  it("/dashboard: the layout's frame, the heading and the four stat cards' titles, figures hidden from screen readers", () => {
    const doc = shellOf('/dashboard');
    expect(doc.querySelector('header')?.textContent).toContain('Career Development Platform');
    expect([...doc.querySelectorAll('nav[aria-label="Main"] a span')].map((span) => span.textContent)).toEqual(
      expect.arrayContaining(['Dashboard', 'My Training', 'Explore Training', 'Career Paths', 'My Skills', 'Assessment', 'Achievements', 'Profile']),
    );
    const main = doc.querySelector('main#main-content');
    expect(main?.getAttribute('aria-busy')).toBe('true');
    expect(main?.querySelector('[role="status"]')?.textContent).toBe('Loading');
    expect(main?.querySelector('h1')?.textContent).toBe('Welcome back!');
    const titles = ['Active Courses', 'Skills', 'Career Paths', 'Certificates'];
    for (const title of titles) {
      const label = [...main!.querySelectorAll('p')].find((p) => p.textContent === title);
      expect(label, title).toBeTruthy();
      // The figure's place: a dash screen readers skip, no number.
      const figure = label!.nextElementSibling;
      expect(figure?.getAttribute('aria-hidden')).toBe('true');
      expect(figure?.textContent).toBe('—');
    }
    // No empty state it cannot know yet.
    expect(main?.textContent).not.toMatch(/No recent activity|No courses in progress/);
    expect(main?.querySelectorAll('[aria-label*=": "]')).toHaveLength(0);
  });

  it('carries nothing of a user: a placeholder where the user menu goes, no name, no initials, no menu', () => {
    const html = prerender('/dashboard');
    const doc = shellOf('/dashboard');
    const menuRoom = doc.querySelector('header .ml-auto > span[aria-hidden="true"]');
    expect(menuRoom).toBeTruthy();
    expect(menuRoom?.textContent).toBe('');
    expect(html).not.toMatch(/Open user menu|Not signed in|Sign Out|View Profile|@/);
    // Its controls do nothing until the app replaces the markup.
    for (const button of doc.querySelectorAll('button')) expect(button.disabled).toBe(true);
  });

  it('the other signed-in pages: the frame with placeholders, no heading of their own yet', () => {
    const doc = shellOf('/training');
    expect(doc.querySelector('main')?.getAttribute('aria-busy')).toBe('true');
    expect(doc.querySelector('h1')).toBeNull();
    expect(doc.querySelector('nav a[data-active="true"]')?.getAttribute('href')).toBe('/training');
  });
});
