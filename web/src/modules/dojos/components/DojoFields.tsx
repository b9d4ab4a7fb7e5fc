import type { DojoFormOptionsQuery } from '../../../generated/graphql';
import { DOJO_MAX_LENGTHS } from '@federa/schema/validation/dojos';
import { useT } from '../../i18n/hooks/useT';
import { FormCheckbox, FormSelect, FormText, FormTextArea } from '../../ui/form/fields';
import type { Form } from '../../ui/form/useForm';
import { ImagePicker } from '../../ui/image/ImagePicker';
import type { DojoFormValues } from './dojoForm';

export type DojoForm = Form<DojoFormValues>;

type DojoFieldsProps = {
  form: DojoForm;
  options: DojoFormOptionsQuery;
  /** A non-global administrator saves in their own association only (part 1 §6). */
  associationFixed: boolean;
  /** The stored logo's file name, served at /dojo/{logo}. */
  storedLogo: string | null;
};

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);

/** The dojo modal's fields in the order of part 1 §2. */
export function DojoFields({ form, options, associationFixed, storedLogo }: DojoFieldsProps) {
  const { t } = useT();
  const { values, host } = form;
  const country = options.countries.find((c) => c.code === values.country);
  const provinces = [...(country?.provinces ?? [])].sort(byName);
  const avatarError = form.errors.avatar;

  const handleCountry = (code: string) => {
    form.set('country', code);
    // A province code only means something within its country.
    form.set('province', '');
  };

  return (
    <div className="dojo-fields">
      <FormText
        form={host}
        field="name"
        label={t('web.dojos.name')}
        required
        maxLength={DOJO_MAX_LENGTHS.name}
      />
      <FormText
        form={host}
        field="city"
        label={t('web.dojos.city')}
        required
        maxLength={DOJO_MAX_LENGTHS.city}
      />
      <FormSelect
        form={host}
        field="associationId"
        label={t('web.dojos.association')}
        required
        disabled={associationFixed}
        hint={associationFixed ? t('web.dojos.associationFixed') : undefined}
        placeholder={t('web.dojos.chooseAssociation')}
        options={options.associations.items.map((a) => ({ value: String(a.id), label: a.name }))}
        onChangeValue={(value) => form.set('associationId', value ? Number(value) : null)}
      />
      <FormSelect
        form={host}
        field="country"
        label={t('web.dojos.country')}
        required
        placeholder={t('web.dojos.chooseCountry')}
        options={options.countries.map((c) => ({ value: c.code, label: c.name }))}
        onChangeValue={handleCountry}
      />
      <FormSelect
        form={host}
        field="province"
        label={t('web.dojos.province')}
        required
        disabled={!country}
        placeholder={country ? t('web.dojos.chooseProvince') : t('web.dojos.chooseCountryFirst')}
        options={provinces.map((p) => ({ value: p.code, label: p.name }))}
      />
      <FormText
        form={host}
        field="web"
        type="url"
        label={t('web.dojos.web')}
        hint={t('web.dojos.urlHint')}
        maxLength={DOJO_MAX_LENGTHS.web}
      />
      <FormText
        form={host}
        field="maps"
        type="url"
        label={t('web.dojos.maps')}
        hint={t('web.dojos.urlHint')}
        maxLength={DOJO_MAX_LENGTHS.maps}
      />
      <FormText
        form={host}
        field="address"
        label={t('web.dojos.address')}
        maxLength={DOJO_MAX_LENGTHS.address}
        autoComplete="off"
      />
      <FormText
        form={host}
        field="phone"
        type="tel"
        label={t('web.dojos.phone')}
        maxLength={DOJO_MAX_LENGTHS.phone}
      />
      <FormText
        form={host}
        field="contactPerson"
        label={t('web.dojos.contactPerson')}
        maxLength={DOJO_MAX_LENGTHS.contactPerson}
      />
      <FormText
        form={host}
        field="email"
        type="email"
        label={t('web.dojos.email')}
        maxLength={DOJO_MAX_LENGTHS.email}
      />
      <div className="dojo-fields-wide">
        <FormTextArea
          form={host}
          field="schedule"
          label={t('web.dojos.schedule')}
          maxLength={DOJO_MAX_LENGTHS.schedule}
        />
      </div>
      <ImagePicker
        id={`${host.idPrefix}-avatar`}
        label={t('web.dojos.logo')}
        shape="square"
        currentUrl={storedLogo && !values.removeLogo ? `/dojo/${storedLogo}` : null}
        value={values.avatar}
        onChange={(dataUrl) => form.set('avatar', dataUrl)}
        onRemove={() => form.set('removeLogo', storedLogo !== null)}
        error={avatarError && ('message' in avatarError ? avatarError.message : t(avatarError.key))}
      />
      <FormCheckbox form={host} field="visible" label={t('web.dojos.visibleLabel')} />
    </div>
  );
}
