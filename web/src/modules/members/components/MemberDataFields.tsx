import { MEMBER_MAX_LENGTHS as MAX } from '@federa/schema/validation/members';
import { useT } from '../../i18n/hooks/useT';
import { FormText, FormTextArea } from '../../ui/form/fields';
import type { FieldHost } from '../../ui/form/useForm';
import type { MemberFormValues } from '../memberForm';

type MemberDataFieldsProps = {
  form: FieldHost<MemberFormValues>;
  /** The member already has a number: it never changes once saved (part 1 §3). */
  numberSaved: boolean;
};

/** The personal data of part 1 §3, in its order, under the names of the shared rules. */
export function MemberDataFields({ form, numberSaved }: MemberDataFieldsProps) {
  const { t } = useT();
  return (
    <>
      <FormText
        form={form}
        field="dni"
        label={t('web.members.dni')}
        required
        maxLength={MAX.dni}
        transform={(value) => value.toUpperCase()}
      />
      <FormText
        form={form}
        field="firstName"
        label={t('web.members.firstName')}
        required
        maxLength={MAX.firstName}
      />
      <FormText
        form={form}
        field="lastName"
        label={t('web.members.lastName')}
        required
        maxLength={MAX.lastName}
      />
      <FormText form={form} field="mail" label={t('web.members.mail')} type="email" maxLength={MAX.mail} />
      <FormText
        form={form}
        field="memberNumber"
        label={t('web.members.number')}
        hint={numberSaved ? t('web.members.numberFixedHint') : t('web.members.numberHint')}
        maxLength={MAX.memberNumber}
        readOnly={numberSaved}
        transform={(value) => value.toUpperCase()}
      />
      <FormText form={form} field="birthDate" label={t('web.members.birthDate')} type="date" required />
      <FormText form={form} field="address" label={t('web.members.address')} maxLength={MAX.address} />
      <FormText form={form} field="city" label={t('web.members.city')} maxLength={MAX.city} />
      <FormText form={form} field="province" label={t('web.members.province')} maxLength={MAX.province} />
      <FormText form={form} field="phone" label={t('web.members.phone')} type="tel" maxLength={MAX.phone} />
      <FormTextArea form={form} field="notes" label={t('web.members.notes')} maxLength={MAX.notes} />
    </>
  );
}
