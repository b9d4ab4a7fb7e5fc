import type { Lang } from '@federa/schema/i18n';
import type { Member } from './member.entity';

/**
 * The address a member opens to set a password (part 1 §2): the member's record route carrying
 * mail and valCode. It is also what the QR code of a card encodes.
 */
export function validationLinkPath(
  lang: Lang,
  member: Pick<Member, 'mail' | 'memberNumber'>,
  code: string,
): string {
  const query = new URLSearchParams({ mail: member.mail ?? '', valCode: code }).toString();
  return member.memberNumber
    ? `/${lang}/app/asociados/usuario/${encodeURIComponent(member.memberNumber)}?${query}`
    : `/${lang}/app?${query}`;
}
