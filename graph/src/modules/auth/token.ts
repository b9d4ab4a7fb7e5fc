import crypto from 'node:crypto';
import jwt from 'jsonwebtoken';
import type { Caller } from '../common/caller';

/** The token settings of the configuration (JWT_*). */
export type TokenSettings = {
  jwt: { secret: string; issuer: string; audience: string; expiresInSeconds: number };
};

/**
 * The payload of part 3 §3, plus the token version that lets a server end a member's older
 * sessions, the token's own id (`jti`) and expiry, and the id of the sign-in it descends from
 * (`sid`: kept by every token renewed from it), which sign-out ends with all its tokens.
 */
export type SessionPayload = {
  id: number;
  admin: boolean;
  adm_asoc: boolean;
  adm_dojo: boolean;
  admin_orig: boolean;
  adm_asoc_orig: boolean;
  adm_dojo_orig: boolean;
  dojo: number;
  asoc: number;
  avatar: string;
  ver: number;
  jti: string;
  sid: string;
  exp: number;
};

const ALGORITHM = 'HS256';

// jsonwebtoken turns a text secret into a key on every call, first trying it as a public key and
// building the thrown error: a sixth of a request's time. The key of each secret, made once.
const keys = new Map<string, crypto.KeyObject>();
function keyOf(secret: string): crypto.KeyObject {
  let key = keys.get(secret);
  if (!key) keys.set(secret, (key = crypto.createSecretKey(Buffer.from(secret))));
  return key;
}
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function signSession(config: TokenSettings, caller: Caller, tokenVersion: number): string {
  const payload: Omit<SessionPayload, 'jti' | 'exp'> = {
    sid: caller.signInId ?? crypto.randomUUID(),
    id: caller.memberId,
    admin: caller.roles.admin,
    adm_asoc: caller.roles.associationAdmin,
    adm_dojo: caller.roles.dojoAdmin,
    admin_orig: caller.originalRoles.admin,
    adm_asoc_orig: caller.originalRoles.associationAdmin,
    adm_dojo_orig: caller.originalRoles.dojoAdmin,
    dojo: caller.dojoId,
    asoc: caller.associationId,
    avatar: caller.avatar,
    ver: tokenVersion,
  };
  return jwt.sign(payload, keyOf(config.jwt.secret), {
    algorithm: ALGORITHM,
    expiresIn: config.jwt.expiresInSeconds,
    issuer: config.jwt.issuer,
    audience: config.jwt.audience,
    subject: String(caller.memberId),
    jwtid: crypto.randomUUID(),
  });
}

/**
 * Verifies signature, algorithm (only HS256: `alg: none` and key-confusion tricks fail), expiry,
 * issuer and audience. Returns null for any token that does not pass.
 */
export function verifySession(config: TokenSettings, token: string): SessionPayload | null {
  try {
    const decoded = jwt.verify(token, keyOf(config.jwt.secret), {
      algorithms: [ALGORITHM],
      issuer: config.jwt.issuer,
      audience: config.jwt.audience,
    });
    if (typeof decoded !== 'object' || decoded === null) return null;
    const p = decoded as Partial<SessionPayload>;
    // jsonwebtoken accepts a token without exp; a session that never ends is not one we issue.
    if (!Number.isInteger(p.id) || !Number.isInteger(p.ver) || typeof p.exp !== 'number') return null;
    const isUuid = (v: unknown) => typeof v === 'string' && v.length === 36 && UUID.test(v);
    if (!isUuid(p.jti) || !isUuid(p.sid)) return null;
    return p as SessionPayload;
  } catch {
    return null;
  }
}

export function callerFromPayload(p: SessionPayload): Caller {
  return {
    memberId: p.id,
    roles: { admin: !!p.admin, associationAdmin: !!p.adm_asoc, dojoAdmin: !!p.adm_dojo },
    originalRoles: {
      admin: !!p.admin_orig,
      associationAdmin: !!p.adm_asoc_orig,
      dojoAdmin: !!p.adm_dojo_orig,
    },
    dojoId: Number(p.dojo) || 0,
    associationId: Number(p.asoc) || 0,
    avatar: typeof p.avatar === 'string' ? p.avatar : 'default.jpg',
    session: { id: p.jti, expiresAt: p.exp },
    signInId: p.sid,
  };
}

/** Accepts `Bearer <token>` and, as the legacy client sends it, the bare token. */
export function tokenFromHeader(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const value = header.trim();
  const bearer = /^Bearer\s+(.+)$/i.exec(value);
  return (bearer ? bearer[1] : value) || undefined;
}
