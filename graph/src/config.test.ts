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
