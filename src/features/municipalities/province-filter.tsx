/** The board's province filter: every province the boundary file names, or all of them. */
import type { PlaceName } from '../../domain/municipalities/directory';
import { t } from '../../messages/i18n';

export function ProvinceFilter({ provinces, value, onChange }: { provinces: readonly PlaceName[]; value: string | null; onChange: (province: string | null) => void }) {
  return (
    <label className="field province-filter">
      <span>{t('municipalities.province')}</span>
      <select className="input" value={value ?? ''} onChange={(event) => onChange(event.target.value || null)}>
        <option value="">{t('municipalities.allProvinces')}</option>
        {provinces.map((province) => (
          <option key={province.code} value={province.code}>
            {province.name}
          </option>
        ))}
      </select>
    </label>
  );
}
