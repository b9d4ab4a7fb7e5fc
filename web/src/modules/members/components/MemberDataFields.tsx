import { MEMBER_MAX_LENGTHS as MAX } from '@federa/schema/validation/members';
import { useT } from '../../i18n/hooks/useT';
import { FormText, FormTextArea } from '../../ui/form/fields';
import type { FieldHost } from '../../ui/form/useForm';

type MemberDataFieldsProps = {
  form: FieldHost;
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
        field="nombre"
        label={t('web.members.firstName')}
        required
        maxLength={MAX.nombre}
      />
      <FormText
        form={form}
        field="apellido"
        label={t('web.members.lastName')}
        required
        maxLength={MAX.apellido}
      />
      <FormText form={form} field="mail" label={t('web.members.mail')} type="email" maxLength={MAX.mail} />
      <FormText
        form={form}
        field="numAcae"
        label={t('web.members.number')}
        hint={numberSaved ? t('web.members.numberFixedHint') : t('web.members.numberHint')}
        maxLength={MAX.numAcae}
        readOnly={numberSaved}
        transform={(value) => value.toUpperCase()}
      />
      <FormText form={form} field="fechaNacimiento" label={t('web.members.birthDate')} type="date" required />
      <FormText form={form} field="domicilio" label={t('web.members.address')} maxLength={MAX.domicilio} />
      <FormText form={form} field="ciudad" label={t('web.members.city')} maxLength={MAX.ciudad} />
      <FormText form={form} field="provincia" label={t('web.members.province')} maxLength={MAX.provincia} />
      <FormText
        form={form}
        field="telefono"
        label={t('web.members.phone')}
        type="tel"
        maxLength={MAX.telefono}
      />
      <FormTextArea form={form} field="obs" label={t('web.members.notes')} maxLength={MAX.obs} />
    </>
  );
}
