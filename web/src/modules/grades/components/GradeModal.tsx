import { useApolloClient, useQuery } from '@apollo/client/react';
import { useEffect, useId, useMemo, useState } from 'react';
import { useT } from '../../i18n/hooks/useT';
import { Avatar } from '../../shell/components/Avatar';
import { FormMessage } from '../../ui/components/FormMessage';
import { FormText } from '../../ui/form/fields';
import { useForm } from '../../ui/form/useForm';
import { useLoadRecord } from '../../ui/form/useLoadRecord';
import { useInvalidate } from '../../ui/list/invalidate';
import { EditModal } from '../../ui/modal/EditModal';
import { ModalLoad } from '../../ui/modal/ModalLoad';
import { useModalSave } from '../../ui/modal/useModalSave';
import { beltFill, isKyu, shownBelts } from '../beltLadder';
import {
  gradeFormRules,
  gradeInput,
  newBelt,
  newTitle,
  recordValues,
  type GradeFormValues,
} from '../gradeForm';
import { GradeEntryCard } from './GradeEntryCard';
import { GradeModalQuery, SaveMemberGradesMutation } from './gradeDocuments';
import { GradeReadinessNote } from './GradeReadinessNote';
import '../grades.css';

export type GradeModalMember = {
  id: number;
  fullName: string;
  memberNumber?: string | null;
  avatar?: string | null;
};

type GradeModalProps = { member: GradeModalMember; onClose: () => void; onSaved: () => void };

const EMPTY: GradeFormValues = { belts: [], titles: [] };

/**
 * 'Nuevo grado' (part 2 §2.1, §4, §5): the member's belts and titles as one form, saved whole by
 * saveMemberGrades (one transaction). Entries the caller may not change come locked.
 */
export function GradeModal({ member, onClose, onSaved }: GradeModalProps) {
  const { t } = useT();
  const client = useApolloClient();
  const invalidate = useInvalidate();
  const idPrefix = `grades-${useId().replace(/:/g, '')}`;
  const [showIntermediate, setShowIntermediate] = useState(false);
  const { data, error } = useQuery(GradeModalQuery, {
    variables: { memberId: member.id },
    fetchPolicy: 'network-only',
  });
  const held = data?.memberGradeRecord;
  const rules = useMemo(() => gradeFormRules(held ?? { belts: [], titles: [] }), [held]);
  const form = useForm({ initial: EMPTY, rules, idPrefix });
  const loadable = useMemo(() => held && { ...held, id: held.memberId }, [held]);
  useLoadRecord(loadable, recordValues, form.load);

  const save = async () => {
    await client.mutate({
      mutation: SaveMemberGradesMutation,
      variables: { memberId: member.id, input: gradeInput(form.values) },
    });
    invalidate(['HeldGrade']);
    return member.id;
  };
  const { apply, saving } = useModalSave(form, save, onSaved);

  const heldBelts = new Map(held?.belts.map((b) => [b.refId, b]));
  const heldTitles = new Map(held?.titles.map((b) => [b.refId, b]));
  const { belts, titles } = form.values;
  const beltIndex = new Map(belts.map((b, i) => [b.beltId, i]));
  const titleIndex = new Map(titles.map((b, i) => [b.titleId, i]));
  const ladder = data ? shownBelts(data.belts, showIntermediate, new Set(beltIndex.keys())) : [];
  // Part 2 §2.1: kyu belts (valor < 0) apart from dan belts, each under its heading.
  const beltGroups = [
    { heading: 'web.grades.kyu', group: ladder.filter((belt) => isKyu(belt.value)) },
    { heading: 'web.grades.dan', group: ladder.filter((belt) => !isKyu(belt.value)) },
  ] as const;
  const nothing = form.errors.belts;

  // Rows come and go through the list so that a row's errors go with it; a belt or title ticked
  // back starts from what is held, so unticking by mistake loses nothing.
  const beltRows = form.list('belts');
  const titleRows = form.list('titles');
  const toggleBelt = (beltId: number, on: boolean) => {
    const stored = heldBelts.get(beltId);
    if (!on) beltRows.remove(beltIndex.get(beltId)!);
    else if (stored) beltRows.append({ beltId, date: stored.date, hours: String(stored.hours) });
    else beltRows.append(newBelt(beltId));
  };
  const toggleTitle = (titleId: number, on: boolean) => {
    const stored = heldTitles.get(titleId);
    if (!on) titleRows.remove(titleIndex.get(titleId)!);
    else titleRows.append(stored ? { titleId, date: stored.date } : newTitle(titleId));
  };
  // 'Debe haber al menos un cinturón…' is about the whole record: a tick may answer it.
  // Only a change of values asks again (a fresh error object each time would ask forever).
  const { blur, values } = form;
  const shown = !!nothing;
  useEffect(() => {
    if (shown) blur('belts');
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `shown` is read, not watched
  }, [values, blur]);

  return (
    <EditModal
      title={t('web.grades.modalTitle')}
      dirty={form.dirty}
      saving={saving}
      onApply={held ? apply : undefined}
      applyLabel={t('web.grades.apply')}
      onClose={onClose}
      wide
    >
      <ModalLoad ready={!!data} failed={!!error}>
        <div className="grade-modal">
          <header className="grade-member">
            <Avatar name={member.avatar} size={56} />
            <div>
              <p className="grade-member-name">{member.fullName}</p>
              <p>
                {t('web.grades.number')}: {member.memberNumber ?? '—'}
              </p>
            </div>
          </header>
          {data && <GradeReadinessNote readiness={data.gradeReadiness} />}
          {nothing && <FormMessage kind="error">{t('grades.nothingToSave')}</FormMessage>}
          <label className="grade-intermediate">
            <input
              type="checkbox"
              checked={showIntermediate}
              onChange={(event) => setShowIntermediate(event.target.checked)}
            />
            {t('web.grades.showIntermediate')}
          </label>
          <fieldset className="grade-belts">
            <legend>{t('web.grades.belts')}</legend>
            {beltGroups.map(({ heading, group }) =>
              group.length === 0 ? null : (
                <section key={heading} className="grade-grid" aria-label={t(heading)}>
                  <h3>{t(heading)}</h3>
                  {group.map((belt) => {
                    const i = beltIndex.get(belt.id);
                    const stored = heldBelts.get(belt.id);
                    const locked = !!stored?.locked;
                    return (
                      <GradeEntryCard
                        key={belt.id}
                        id={`${idPrefix}-belt-${belt.id}`}
                        name={belt.description}
                        fill={beltFill(data!.belts, belt)}
                        selected={i !== undefined}
                        locked={locked}
                        status={stored && i !== undefined ? stored.status : null}
                        onToggle={(on) => toggleBelt(belt.id, on)}
                      >
                        {i !== undefined && (
                          <>
                            <FormText
                              form={form.host}
                              field={`belts.${i}.date`}
                              label={t('web.grades.date')}
                              type="date"
                              required
                              disabled={locked}
                            />
                            <FormText
                              form={form.host}
                              field={`belts.${i}.hours`}
                              label={t('web.grades.hours')}
                              required
                              disabled={locked}
                              maxLength={6}
                            />
                          </>
                        )}
                      </GradeEntryCard>
                    );
                  })}
                </section>
              ),
            )}
          </fieldset>
          <fieldset className="grade-grid">
            <legend>{t('web.grades.titles')}</legend>
            {data?.titles.map((title) => {
              const i = titleIndex.get(title.id);
              const stored = heldTitles.get(title.id);
              const locked = !!stored?.locked;
              return (
                <GradeEntryCard
                  key={title.id}
                  id={`${idPrefix}-title-${title.id}`}
                  name={title.description}
                  selected={i !== undefined}
                  locked={locked}
                  status={stored && i !== undefined ? stored.status : null}
                  onToggle={(on) => toggleTitle(title.id, on)}
                >
                  {i !== undefined && (
                    <FormText
                      form={form.host}
                      field={`titles.${i}.date`}
                      label={t('web.grades.date')}
                      type="date"
                      required
                      disabled={locked}
                    />
                  )}
                </GradeEntryCard>
              );
            })}
          </fieldset>
        </div>
      </ModalLoad>
    </EditModal>
  );
}
