import { graphql } from '../../../generated/gql';
import { useQuery } from '@apollo/client/react';
import { useT } from '../../i18n/hooks/useT';
import { useMe } from '../../session/components/SessionContext';
import { FormSelect, type SelectOption } from '../../ui/form/fields';
import type { FieldHost, FieldValue, PathOf } from '../../ui/form/useForm';
import { fixedPlace } from '../memberForm';

/** What a form must hold to place a member: the member form, and the members import. */
export type PlaceValues = { associationId: string; dojoId: string };
/** What a select may hold (the form kit's text value). */
type SelectValue = string | number | null | undefined;

/** The association dropdown of the member form (a page of 1000, part 1 §9). */
const MemberAssociationOptionsQuery = graphql(`
  query MemberAssociationOptions {
    associations(page: { limit: 1000, orderBy: "nombre" }) {
      items {
        id
        name
      }
    }
  }
`);

/** The dojo dropdown of the member form: the dojos of the chosen association. */
const MemberDojoOptionsQuery = graphql(`
  query MemberDojoOptions($associationId: Int!) {
    dojos(associationId: $associationId, page: { limit: 1000, orderBy: "nombre" }) {
      items {
        id
        name
      }
    }
  }
`);

type MemberPlaceFieldsProps<V extends PlaceValues> = {
  form: FieldHost<V>;
  /** Names of the member's current association and dojo, in case a list does not hold them. */
  current?: { association?: SelectOption; dojo?: SelectOption };
};

/** The loaded value stays choosable even when the list of options has not got it. */
function withCurrent(options: SelectOption[], current: SelectOption | undefined): SelectOption[] {
  if (!current || options.some((option) => option.value === current.value)) return options;
  return [current, ...options];
}

/**
 * Association and dojo of the member (part 1 §2): the dojo dropdown lists the chosen
 * association's dojos and is emptied when the association changes. Where the caller's role fixes
 * them (§5 by role) they are shown but cannot be changed.
 */
export function MemberPlaceFields<V extends PlaceValues>({ form, current }: MemberPlaceFieldsProps<V>) {
  const { t } = useT();
  // The two paths every such form has; the generic form cannot name them itself.
  const associationField = 'associationId' as PathOf<V, SelectValue>;
  const dojoField = 'dojoId' as PathOf<V, SelectValue>;
  const setField = (field: PathOf<V, SelectValue>, value: string) =>
    form.set(field, value as FieldValue<V, typeof field>);
  const fixed = fixedPlace(useMe());
  const associationId = Number(form.values.associationId) || 0;

  const associations = useQuery(MemberAssociationOptionsQuery, { variables: {} });
  const dojos = useQuery(MemberDojoOptionsQuery, {
    variables: { associationId },
    skip: !associationId,
  });

  const associationOptions = (associations.data?.associations.items ?? []).map((a) => ({
    value: String(a.id),
    label: a.name,
  }));
  const dojoOptions = associationId
    ? (dojos.data?.dojos.items ?? []).map((d) => ({ value: String(d.id), label: d.name }))
    : [];
  const currentDojo = current?.dojo?.value === form.values.dojoId ? current?.dojo : undefined;

  const handleAssociationChange = (value: string) => {
    setField(associationField, value);
    if (value !== form.values.associationId) setField(dojoField, '');
  };

  return (
    <>
      <FormSelect
        form={form}
        field={associationField}
        label={t('web.members.association')}
        required
        disabled={fixed.association}
        placeholder={t('web.members.chooseAssociation')}
        options={withCurrent(associationOptions, current?.association)}
        onChangeValue={handleAssociationChange}
      />
      <FormSelect
        form={form}
        field={dojoField}
        label={t('web.members.dojo')}
        required
        disabled={fixed.dojo || !associationId}
        placeholder={associationId ? t('web.members.chooseDojo') : t('web.members.chooseAssociationFirst')}
        options={withCurrent(dojoOptions, currentDojo)}
      />
    </>
  );
}
