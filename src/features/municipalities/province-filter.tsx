/** The board's province filter: every province the boundary file names, or all of them; drawn (disabled) while the board loads, so nothing moves when it comes. */
import type { PlaceName } from '../../domain/municipalities/directory';
import { t } from '../../messages/i18n';

interface ProvinceFilterProps {
  readonly provinces: readonly PlaceName[];
  readonly value: string | null;
  readonly onChange: (province: string | null) => void;
  readonly disabled?: boolean;
}

export function ProvinceFilter({ provinces, value, onChange, disabled = false }: ProvinceFilterProps) {
  return (
    <label className="field province-filter">
      <span>{t('municipalities.province')}</span>
      <select className="input" value={value ?? ''} disabled={disabled} onChange={(event) => onChange(event.target.value || null)}>
        <option value="">{t('municipalities.allProvinces')}</option>
        {provinces.map((province) => (
          <option key={province.code} value={province.code} lang="en">
            {province.name}
          </option>
        ))}
      </select>
    </label>
  );
}
