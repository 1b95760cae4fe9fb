// Before the first paint: the stored dark theme (components/theme-provider.tsx keeps it under 'theme'), so the
// pre-rendered pages do not flash light first. A file, not inline: the CSP allows only same-origin scripts.
try {
  if (localStorage.getItem('theme') === 'dark') {
    document.documentElement.classList.add('dark');
    document.documentElement.style.colorScheme = 'dark';
  }
} catch {
  // No storage (private mode): light, the default.
}
