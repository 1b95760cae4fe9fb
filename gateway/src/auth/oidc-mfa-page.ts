/**
 * The code prompt of a professional-network sign-in to an account with two-factor sign-in on. The sign-in is a chain
 * of browser redirects (provider → callback), so the challenge cannot reach the SPA's in-page code prompt (it only
 * follows its own signIn/resetPassword answers); the gateway asks for the code on this plain page instead: no script
 * (the CSP's script-src 'self' holds), a form posted to the same path, the same words as the SPA's prompt.
 */
export const OIDC_MFA_TITLE = 'Two-factor verification';
const DESCRIPTION = 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

export function oidcMfaPage(action: string, error: string | null): string {
  const problem = error ? `<p class="error" id="code-error" role="alert">${escapeHtml(error)}</p>` : '';
  const described = error ? ' aria-invalid="true" aria-describedby="code-error"' : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${OIDC_MFA_TITLE} · Energy Career Platform</title>
<style>
:root { color-scheme: light dark; font-family: system-ui, -apple-system, "Segoe UI", sans-serif; }
body { margin: 0; min-height: 100svh; display: flex; align-items: center; justify-content: center; padding: 1rem; background: #ecfdf5; color: #0f172a; }
main { width: 100%; max-width: 24rem; padding: 1.5rem; border-radius: 0.75rem; background: #fff; box-shadow: 0 1px 3px rgb(0 0 0 / 0.12); }
h1 { margin: 0 0 0.5rem; font-size: 1.5rem; }
p { margin: 0 0 1rem; color: #475569; line-height: 1.4; }
label { display: block; margin-bottom: 0.375rem; font-weight: 600; font-size: 0.875rem; }
input { box-sizing: border-box; width: 100%; padding: 0.5rem 0.75rem; font: inherit; letter-spacing: 0.1em; border: 1px solid #94a3b8; border-radius: 0.375rem; background: transparent; color: inherit; }
button { width: 100%; margin-top: 1rem; padding: 0.625rem; font: inherit; font-weight: 600; color: #fff; background: #047857; border: 0; border-radius: 0.375rem; cursor: pointer; }
input:focus-visible, button:focus-visible, a:focus-visible { outline: 2px solid #047857; outline-offset: 2px; }
.error { color: #b91c1c; font-weight: 600; }
a { display: inline-block; margin-top: 1rem; color: #047857; font-size: 0.875rem; }
@media (prefers-color-scheme: dark) {
  body { background: #022c22; color: #f1f5f9; }
  main { background: #0f172a; }
  p { color: #cbd5e1; }
  .error { color: #fca5a5; }
  a { color: #6ee7b7; }
}
</style>
</head>
<body>
<main>
<h1>${OIDC_MFA_TITLE}</h1>
<p>${DESCRIPTION}</p>
${problem}
<form method="post" action="${escapeHtml(action)}">
<label for="code">Verification code</label>
<input id="code" name="code" type="text" required maxlength="64" autocomplete="one-time-code" autocapitalize="off" spellcheck="false" autofocus${described}>
<button type="submit">Verify</button>
</form>
<a href="/auth">Back to sign in</a>
</main>
</body>
</html>
`;
}
