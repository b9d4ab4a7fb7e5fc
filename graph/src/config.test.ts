import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from './config';

describe('the JWT secret', () => {
  const dataDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'federa-config-'));

  it('is made once per data folder when none is configured, readable by its owner only', () => {
    const dir = dataDir();
    const first = loadConfig({ FEDERA_DATA_DIR: dir }).jwt.secret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(fs.statSync(path.join(dir, 'jwt-secret')).mode & 0o777).toBe(0o600);
    expect(loadConfig({ FEDERA_DATA_DIR: dir }).jwt.secret).toBe(first);
    expect(loadConfig({ FEDERA_DATA_DIR: dataDir() }).jwt.secret).not.toBe(first);
  });

  it('must be given, and long enough, in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', FEDERA_DATA_DIR: dataDir() })).toThrow(/JWT_SECRET/);
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'corto' })).toThrow(/32/);
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) }).jwt.secret).toBe(
      'x'.repeat(40),
    );
  });
});

describe('the demo federation at start', () => {
  it('fills an empty database except in production, unless asked', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).seedDemo).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) }).seedDemo).toBe(false);
    expect(
      loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), FEDERA_SEED_DEMO: 'true' }).seedDemo,
    ).toBe(true);
  });
});

describe('sign-in throttling', () => {
  it('still reads the limit by the name it had before it became per pair', () => {
    expect(
      loadConfig({ NODE_ENV: 'test', SIGNIN_MAX_FAILURES_PER_ACCOUNT: '7' }).signIn.maxFailuresPerPair,
    ).toBe(7);
    expect(
      loadConfig({
        NODE_ENV: 'test',
        SIGNIN_MAX_FAILURES_PER_ACCOUNT: '7',
        SIGNIN_MAX_FAILURES_PER_PAIR: '3',
      }).signIn.maxFailuresPerPair,
    ).toBe(3);
  });
});

describe('retention', () => {
  const retention = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'test', ...env }).retention;

  it('keeps audit entries two years and contact messages one by default', () => {
    expect(retention({})).toEqual({ auditDays: 730, contactDays: 365 });
    expect(retention({ AUDIT_RETENTION_DAYS: '', CONTACT_RETENTION_DAYS: ' ' })).toEqual({
      auditDays: 730,
      contactDays: 365,
    });
  });

  it('reads whole days, 0 keeping for ever', () => {
    expect(retention({ AUDIT_RETENTION_DAYS: '90', CONTACT_RETENTION_DAYS: '0' })).toEqual({
      auditDays: 90,
      contactDays: 0,
    });
  });

  it('refuses to start on a value it cannot read, rather than keep data longer than asked', () => {
    for (const value of ['30d', '-1', '1.5', 'un año', '9999999'])
      expect(() => retention({ CONTACT_RETENTION_DAYS: value })).toThrow(/CONTACT_RETENTION_DAYS/);
    expect(() => retention({ AUDIT_RETENTION_DAYS: 'never' })).toThrow(/AUDIT_RETENTION_DAYS/);
  });
});
