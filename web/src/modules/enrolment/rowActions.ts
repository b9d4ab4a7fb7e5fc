import type { TFunction } from 'i18next';
import type { Me } from '../session/permissions';
import type { RowAction } from '../ui/list/RowMenu';

/** What the enrolment table's row menu needs of a member. */
type MemberOfRow = { number?: string | null; dojoId: number; associationId: number };

/** The member's record: the national administrator, or an administrator of the member's dojo. */
const seesRecord = (me: Me, member: MemberOfRow) =>
  !!member.number && (me.roles.admin || (me.roles.dojoAdmin && me.dojoId === member.dojoId));

/** 'Ver dojo' and the dojo's members: national and dojo administrators. */
const seesDojo = (me: Me) => me.roles.admin || me.roles.dojoAdmin;

/** Whether the caller gets a row menu at all (otherwise the table has no column for it). */
export const hasRowMenu = seesDojo;

/**
 * The enrolment table's row menu (part 2 §6): the member's record, their dojo and a search of
 * that dojo's members, at the routes the member and dojo lists use. `leave` goes there, asking
 * first about changes not yet saved.
 */
export function enrolmentRowActions(
  t: TFunction,
  lang: string,
  me: Me,
  member: MemberOfRow,
  leave: (to: string) => void,
): RowAction[] {
  const actions: RowAction[] = [];
  if (seesRecord(me, member)) {
    const to = `/${lang}/app/asociados/usuario/${encodeURIComponent(member.number!)}`;
    actions.push({ label: t('web.members.seeRecord'), onSelect: () => leave(to) });
  }
  if (seesDojo(me)) {
    const dojo = `/${lang}/app/dojos/asoc_${member.associationId}/${member.dojoId}`;
    const members = `/${lang}/app/asociados/dojo_${member.dojoId}`;
    actions.push(
      { label: t('web.members.seeDojo'), onSelect: () => leave(dojo) },
      { label: t('web.enrolment.dojoMembers'), onSelect: () => leave(members) },
    );
  }
  return actions;
}
