import { describe, expect, it } from '@jest/globals';
import { oidcMfaPage } from './oidc-mfa-page.js';

describe('the professional-network sign-in code prompt', () => {
  it('is a form posted to its own path, with a labelled code field and no script', () => {
    const page = oidcMfaPage('/api/auth/oidc/linkedin/verify', null);
    expect(page).toContain('<form method="post" action="/api/auth/oidc/linkedin/verify">');
    expect(page).toContain('<label for="code">Verification code</label>');
    expect(page).toContain('autocomplete="one-time-code"');
    expect(page).not.toMatch(/<script|role="alert"/);
  });

  it('shows a refusal as an alert tied to the field, escaped', () => {
    const page = oidcMfaPage('/api/auth/oidc/linkedin/verify', 'Invalid <b>"code"</b> & more');
    expect(page).toContain('<p class="error" id="code-error" role="alert">Invalid &lt;b&gt;&quot;code&quot;&lt;/b&gt; &amp; more</p>');
    expect(page).toContain('aria-invalid="true" aria-describedby="code-error"');
  });
});
