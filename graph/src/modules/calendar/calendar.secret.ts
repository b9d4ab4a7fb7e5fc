import crypto from 'node:crypto';

/**
 * The secret of a member's private feed URL: `{memberId}-{version}-{mac}`, the mac an HMAC-SHA256
 * of both under a key derived from the server's signing secret. The database keeps only the
 * version, so the URL can be shown again at any time, and renewing (version + 1) makes every older
 * URL fail. The member's id in it is no secret (the API shows ids); the mac is what cannot be
 * guessed. Changing JWT_SECRET ends every feed URL too.
 */
export class CalendarSecrets {
  private readonly key: Buffer;

  constructor(serverSecret: string) {
    // A key of its own, so that nothing signed for feeds could pass for anything else.
    this.key = Buffer.from(crypto.hkdfSync('sha256', serverSecret, '', 'federa calendar feed', 32));
  }

  private mac(memberId: number, version: number): Buffer {
    return crypto.createHmac('sha256', this.key).update(`${memberId}.${version}`).digest();
  }

  make(memberId: number, version: number): string {
    return `${memberId}-${version}-${this.mac(memberId, version).toString('base64url')}`;
  }

  /** The member and version a well-formed secret claims; its mac is checked by `verify`. */
  static parse(secret: string): { memberId: number; version: number; mac: string } | null {
    // 10 + 1 + 10 + 1 + 43 characters at most: bounded before the pattern looks at it.
    if (secret.length > 65) return null;
    const match = /^(\d{1,10})-(\d{1,10})-([A-Za-z0-9_-]{43})$/.exec(secret);
    if (!match) return null;
    const memberId = Number(match[1]);
    const version = Number(match[2]);
    if (memberId > 2_147_483_647 || version > 2_147_483_647) return null;
    return { memberId, version, mac: match[3] };
  }

  /** Whether `mac` is the one this member's current version gives, compared in constant time. */
  verify(memberId: number, version: number, mac: string): boolean {
    // As text, so that only the canonical spelling of the mac passes.
    const given = Buffer.from(mac);
    const expected = Buffer.from(this.mac(memberId, version).toString('base64url'));
    return given.length === expected.length && crypto.timingSafeEqual(given, expected);
  }
}
