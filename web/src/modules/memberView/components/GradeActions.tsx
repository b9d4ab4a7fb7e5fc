import { useState } from 'react';
import { administersGradesOf } from '@federa/schema/permissions/grades';
import { GradeModal, type GradeModalMember } from '../../grades/components/GradeModal';
import { useT } from '../../i18n/hooks/useT';
import { useMe } from '../../session/components/SessionContext';
import { actorOf } from '../../session/permissions';

type GradeActionsProps = { member: GradeModalMember & { dojoId: number; associationId: number } };

/**
 * 'Gestionar grados' by the three-way rule of part 2 §6 (the national administrator, the
 * administrator of the member's association, of the member's dojo). The member themself, who may
 * record their own pending entries (README, grades), opens the same modal as 'Mis grados'.
 */
export function GradeActions({ member }: GradeActionsProps) {
  const { t } = useT();
  const me = useMe();
  const [open, setOpen] = useState(false);
  const administers = administersGradesOf(actorOf(me), { ...member, memberId: member.id });
  if (!administers && member.id !== me.id) return null;
  return (
    <div className="mv-actions">
      <button type="button" className="button" onClick={() => setOpen(true)}>
        {t(administers ? 'web.grades.manage' : 'web.memberView.ownGrades')}
      </button>
      {open && <GradeModal member={member} onClose={() => setOpen(false)} onSaved={() => setOpen(false)} />}
    </div>
  );
}
