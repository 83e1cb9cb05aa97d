import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import log from 'electron-log/node';
import {
  createElectronLogger,
  redactLogMessage,
} from '../../../electron/main/logging/electron-log-adapter';
import { REDACTED } from '../../../electron/main/logging/redact';

// The real electron-log (its Node entry, as the app uses it) writing a real file.
const logsDir = mkdtempSync(join(tmpdir(), 'remit-desk-logs-'));
afterAll(() => rmSync(logsDir, { recursive: true, force: true }));

const SIGNATURE =
  'kP3v8Qw1Zr7Xy2Lm9Nb4Vc6Td0Sa5Fg8Hj2Kl4Mn6Bp1Cq3Dr5Es7Ft9Gu0Hv2Iw4Jx6Ky8Lz0Ma1Nb3Oc5Pd7Qe9Rf2Sg4Th6Ui8Vj0Wk=';

describe('createElectronLogger', () => {
  const logger = createElectronLogger({ logsDir, development: false }, log);
  const file = join(logsDir, 'main.log');

  it('writes redacted lines to main.log in the logs directory', () => {
    logger.info('token fetched', { accessToken: 'at-Q9w8e7r6t5', expiresIn: 900 });
    logger.warn('send failed: Authorization: Bearer at-Q9w8e7r6t5');
    logger.error('signing failed', {
      error: Object.assign(new Error(`bad signature ${SIGNATURE}`), {
        privateKeyPem: '-----BEGIN PRIVATE KEY-----\nMIIE\n-----END PRIVATE KEY-----',
      }),
      reference: '692194625798',
    });
    log.info({ consumerSecret: 'cs-direct-use' }, 'merchantCode=M-778899');

    const text = readFileSync(file, 'utf8');
    for (const secret of ['at-Q9w8e7r6t5', SIGNATURE, 'MIIE', 'cs-direct-use', 'M-778899']) {
      expect(text).not.toContain(secret);
    }
    expect(text).toContain('token fetched');
    expect(text).toContain('expiresIn: 900');
    expect(text).toContain('692194625798');
    expect(text).toContain(REDACTED);
    expect(text).toMatch(/\[warn\]/);
    expect(text).toMatch(/\[error\]/);
  });

  it('creates the file readable by its owner only', () => {
    if (process.platform === 'win32') return;
    expect(statSync(file).mode & 0o077).toBe(0);
  });

  it('installs the redaction hook once, however often it is configured', () => {
    createElectronLogger({ logsDir, development: true }, log);
    expect(log.hooks.filter((hook) => hook === redactLogMessage)).toHaveLength(1);
    expect(log.transports.console.level).toBe('debug');
    expect(log.transports.ipc?.level ?? false).toBe(false);
    createElectronLogger({ logsDir, development: false }, log);
    expect(log.transports.console.level).toBe(false);
  });
});

describe('redactLogMessage', () => {
  it('redacts every argument and leaves the original message untouched', () => {
    const data = ['Bearer abc123def', { password: 'p' }];
    const message = { data, date: new Date(0), level: 'info' as const };
    const redacted = redactLogMessage(message);
    expect(redacted.data).toEqual([`Bearer ${REDACTED}`, { password: REDACTED }]);
    expect(message.data[0]).toBe('Bearer abc123def');
    expect(redacted.level).toBe('info');
  });
});
