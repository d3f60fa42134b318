import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, securityHeaders } from './security-headers';

describe('securityHeaders', () => {
  it('forbids framing, plugins and foreign form targets', () => {
    const csp = contentSecurityPolicy({ https: false });
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("form-action 'self'");
    expect(csp).not.toContain('upgrade-insecure-requests');
  });

  it('adds HSTS and upgrade-insecure-requests only over HTTPS', () => {
    expect(securityHeaders({ https: true })['Strict-Transport-Security']).toMatch(/max-age=\d{8}/);
    expect(securityHeaders({ https: true })['Content-Security-Policy']).toContain(
      'upgrade-insecure-requests',
    );
    expect(securityHeaders({ https: false })['Strict-Transport-Security']).toBeUndefined();
  });

  it('allows the tag manager and a hosted search origin only when configured', () => {
    expect(contentSecurityPolicy({ https: true })).not.toContain('googletagmanager');
    const csp = contentSecurityPolicy({
      https: true,
      tagManager: true,
      connectOrigins: ['https://search.example'],
    });
    expect(csp).toContain('https://www.googletagmanager.com');
    expect(csp).toContain("connect-src 'self' https://search.example");
  });
});
