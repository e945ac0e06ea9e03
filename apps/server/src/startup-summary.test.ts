import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { startupSummary } from './startup-summary.js';

const base = { JWT_SECRET: 'a-secret-that-is-certainly-long-enough-for-tests', DATA_DIR: '/tmp/roi-config-test', WEB_DIST_DIR: '/tmp' };

describe('what the server says when it has started', () => {
  it('names the address to open and where emails go, in plain lines', () => {
    const summary = startupSummary(loadConfig({ ...base, PORT: '4100' }));
    expect(summary).toContain('ROI Social is ready: open http://localhost:4100');
    expect(summary).toMatch(/Emails are not sent: SMTP_URL is not set\. They are kept in the outbox/);
    expect(summary).toContain('Settings → Email outbox, and printed in this log.');
    expect(summary.split('\n').every((line) => !line.startsWith('{'))).toBe(true);
  });

  it('names the SMTP server without its credentials', () => {
    const summary = startupSummary(loadConfig({ ...base, SMTP_URL: 'smtps://mailer:s3cret@mail.example.org:465' }));
    expect(summary).toContain('Emails are sent through smtps://mail.example.org:465.');
    expect(summary).not.toContain('s3cret');
  });

  it('in production without SMTP, points at the outbox alone', () => {
    const summary = startupSummary(loadConfig({ ...base, NODE_ENV: 'production', APP_URL: 'https://social.example.org' }));
    expect(summary).toContain('open https://social.example.org');
    expect(summary).not.toContain('printed in this log');
  });
});
