import { graphql } from '../../../generated/gql';
import { useApolloClient, useQuery } from '@apollo/client/react';
import type { MemberDetailFragment } from '../../../generated/graphql';
import { useT } from '../../i18n/hooks/useT';
import { CurrentMemberQuery } from '../../shell/components/Shell';
import { useMe } from '../../session/components/SessionContext';
import { isAnyAdmin } from '../../session/permissions';
import { useForm, type FieldHost } from '../../ui/form/useForm';
import { useLoadRecord } from '../../ui/form/useLoadRecord';
import { EditModal } from '../../ui/modal/EditModal';
import { ModalLoad } from '../../ui/modal/ModalLoad';
import { useModalSave } from '../../ui/modal/useModalSave';
import { useMemberChecks } from '../hooks/useMemberChecks';
import { canEditMember } from '../memberPermissions';
import {
  changesSession,
  MEMBER_SERVER_FIELDS,
  memberFormErrors,
  memberInput,
  newMemberValues,
  recordValues,
  type MemberFormValues,
  type PlaceDefaults,
} from '../memberForm';
import { MemberAvatarField } from './MemberAvatarField';
import { MemberDataFields } from './MemberDataFields';
import { MemberPlaceFields } from './MemberPlaceFields';
import { MemberRecordCard } from './MemberRecordCard';
import { RoleToggleGroup } from './RoleToggles';
import { ValidationActions } from './ValidationActions';

const MemberQuery = graphql(`
  query Member($id: Int!) {
    member(id: $id) {
      ...MemberDetail
    }
  }
`);

const CreateMemberMutation = graphql(`
  mutation CreateMember($input: MemberInput!) {
    createMember(input: $input) {
      ...MemberDetail
    }
  }
`);

const UpdateMemberMutation = graphql(`
  mutation UpdateMember($id: Int!, $input: MemberInput!) {
    updateMember(id: $id, input: $input) {
      token
      member {
        ...MemberDetail
      }
    }
  }
`);

type MemberModalProps = {
  show: number;
  onClose: () => void;
  onSaved: (id: number) => void;
  /** Where a new member goes unless the caller's role fixes it (the list's dojo). */
  defaults?: PlaceDefaults;
};

/**
 * Create (show < 0) or edit (show > 0) a member (part 1 §2, §3, §5): picture, role toggles for
 * administrators, personal data, association and dojo, and below them the validation link or the
 * password reset.
 */
export function MemberModal({ show, onClose, onSaved, defaults }: MemberModalProps) {
  const { t } = useT();
  const me = useMe();
  const client = useApolloClient();
  const admin = isAnyAdmin(me);
  const form = useForm({
    initial: newMemberValues(me, defaults),
    rules: memberFormErrors,
    idPrefix: 'member',
    checks: useMemberChecks(show),
    serverFields: MEMBER_SERVER_FIELDS,
  });
  const { data, error, refetch } = useQuery(MemberQuery, {
    variables: { id: show },
    skip: show <= 0,
    fetchPolicy: 'network-only',
  });
  const record = data?.member;
  useLoadRecord(record, recordValues, form.load);

  const save = async () => {
    const input = memberInput(form.values, admin);
    if (show > 0) {
      await client.mutate({ mutation: UpdateMemberMutation, variables: { id: show, input } });
      if (show === me.id) {
        // Saving one's own record answers a new token (taken by the token link): a change of
        // roles or dojo ends the old one. What the shell shows, and every screen open, follows
        // the new session: the top bar's name, picture and roles, and lists of the new scope.
        const session = record && changesSession(recordValues(record), form.values);
        void client.refetchQueries({ include: session ? 'active' : [CurrentMemberQuery] });
      }
      return show;
    }
    const { data: created } = await client.mutate({
      mutation: CreateMemberMutation,
      variables: { input },
    });
    return created!.createMember.id;
  };
  const { apply, saving } = useModalSave(form, save, onSaved);

  const ready = show < 0 || !!record;
  // Edit is offered on every row (part 1 §2), but a member the caller may not change, whose
  // private data they do not see either, is shown as their record: nothing to fill in or save.
  const readOnly = !!record && !canEditMember(me, record);
  return (
    <EditModal
      title={
        readOnly
          ? t('web.members.recordTitle')
          : show > 0
            ? t('web.members.editTitle')
            : t('web.members.newTitle')
      }
      dirty={form.dirty}
      saving={saving}
      onApply={ready && !readOnly ? apply : undefined}
      onClose={onClose}
      wide
      extraActions={
        admin && record ? <ValidationActions member={record} onChanged={() => void refetch()} /> : undefined
      }
    >
      <ModalLoad ready={ready} failed={!!error || data?.member === null}>
        {readOnly && record ? (
          <MemberRecordCard member={record} titleId="member-modal-record" />
        ) : (
          <MemberForm host={form.host} record={record} admin={admin} />
        )}
      </ModalLoad>
    </EditModal>
  );
}

type MemberFormProps = {
  host: FieldHost<MemberFormValues>;
  record: MemberDetailFragment | null | undefined;
  admin: boolean;
};

function MemberForm({ host, record, admin }: MemberFormProps) {
  return (
    <>
      <div className="member-form-top">
        <MemberAvatarField form={host} stored={record?.avatar ?? null} />
        {admin && <RoleToggleGroup form={host} />}
      </div>
      <div className="member-form-grid">
        <MemberDataFields form={host} numberSaved={!!record?.memberNumber} />
        <MemberPlaceFields
          form={host}
          current={
            record
              ? {
                  association: { value: String(record.associationId), label: record.association.name },
                  dojo: { value: String(record.dojoId), label: record.dojo.name },
                }
              : undefined
          }
        />
      </div>
    </>
  );
}
