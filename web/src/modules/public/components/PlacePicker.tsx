import { useT } from '../../i18n/hooks/useT';
import { countryName, type Country, type PlaceSelection } from '../places';

type PlacePickerProps = {
  countries: Country[];
  countryCounts: Map<string, number>;
  provinceCounts: Map<string, number>;
  selection: PlaceSelection;
  onChange: (selection: PlaceSelection) => void;
};

/**
 * The country and province the map selects, as two plain selects: the list can be filtered
 * without the map (keyboard, screen readers, a browser without WebGL).
 */
export function PlacePicker({
  countries,
  countryCounts,
  provinceCounts,
  selection,
  onChange,
}: PlacePickerProps) {
  const { t, lang } = useT();
  const withDojos = countries.filter((country) => countryCounts.has(country.code));
  const country = withDojos.find((c) => c.code === selection.country);
  const provinces = country?.provinces.filter((p) => provinceCounts.has(p.code)) ?? [];
  return (
    <div className="place-picker">
      <label>
        {t('web.public.dojos.country')}
        <select
          value={selection.country ?? ''}
          onChange={(event) => onChange({ country: event.target.value || null, province: null })}
        >
          <option value="">{t('web.public.dojos.allCountries')}</option>
          {withDojos.map((c) => (
            <option key={c.code} value={c.code}>
              {countryName(c, lang)} ({countryCounts.get(c.code)})
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('web.public.dojos.province')}
        <select
          value={selection.province ?? ''}
          disabled={!country}
          onChange={(event) => onChange({ ...selection, province: event.target.value || null })}
        >
          <option value="">{t('web.public.dojos.allProvinces')}</option>
          {provinces.map((p) => (
            <option key={p.code} value={p.code}>
              {p.name} ({provinceCounts.get(p.code)})
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
