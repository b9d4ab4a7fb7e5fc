import { createLogger, redact } from './logging';

describe('redact', () => {
  it('masks tokens, hashes, credentials in addresses and named secrets', () => {
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl';
    const hash = `$2b$10$${'a'.repeat(53)}`;
    const line = [
      `Bearer ${jwt}`,
      `authorization: ${jwt}`,
      `insert into asociado (password_hash) values ('${hash}')`,
      'postgresql://federa:pg-Secret@db:5432/federa',
      'smtp://mailer:mail-Secret@smtp.example:587',
      'psw=abc123 password: hunter2 "currentPassword":"s3cret" valCode=ffee00 token=xyz',
    ].join('\n');
    const safe = redact(line);
    for (const secret of [
      jwt,
      hash,
      'pg-Secret',
      'mail-Secret',
      'abc123',
      'hunter2',
      's3cret',
      'ffee00',
      'xyz',
    ])
      expect(safe).not.toContain(secret);
    expect(safe).toContain('postgresql://federa:[redacted]@db:5432/federa');
    expect(safe).toContain('psw=[redacted]');
  });

  it('cuts a very long line before examining it, in linear time', () => {
    const long = `${'a:'.repeat(100_000)}x`;
    const started = Date.now();
    const safe = redact(long);
    expect(safe.length).toBeLessThanOrEqual(8001);
    expect(Date.now() - started).toBeLessThan(1000);
  });
});

describe('createLogger', () => {
  it('writes one JSON object per line with time, level and message, redacted', () => {
    const lines: string[] = [];
    const logger = createLogger('json', (line) => lines.push(line));
    logger.log('could not mail: smtp://u:Secret1@host', 'error');
    logger.event('info', 'request', { method: 'GET', path: '/v1/x', status: 200 });
    const [first, second] = lines.map((line) => JSON.parse(line));
    expect(first).toMatchObject({ level: 'error', msg: 'could not mail: smtp://u:[redacted]@host' });
    expect(Date.parse(first.time)).not.toBeNaN();
    expect(second).toMatchObject({ level: 'info', msg: 'request', method: 'GET', status: 200 });
  });

  it('writes plain lines for a terminal', () => {
    const lines: string[] = [];
    createLogger('text', (line) => lines.push(line)).event('info', 'request', { status: 200, ms: 1.5 });
    expect(lines).toEqual(['request status=200 ms=1.5']);
  });
});
