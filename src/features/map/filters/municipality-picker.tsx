/**
 * The map's municipality filter (issue 39): a search box over the 213 municipalities, by name or
 * code, whose list gives each the reports it has under the other filters. The ARIA combobox
 * pattern with a listbox popup (WAI-ARIA APG "Editable Combobox With List Autocomplete"): the
 * focus stays in the box, the arrows move through the list, Enter chooses, Escape closes.
 */
import { useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react';
import { municipalityName, type MunicipalityDirectory } from '../../../domain/municipalities/directory';
import { pickerOptions } from '../../../domain/municipalities/municipality-search';
import { t } from '../../../messages/i18n';
import { FilterCount } from './filter-count';

export interface MunicipalityPickerProps {
  /** Null while the names load (and before the visitor first reaches for the box). */
  readonly directory: MunicipalityDirectory | null;
  /** Per municipality code: its reports under the other filters; null until the reports are known. */
  readonly counts: ReadonlyMap<string, number> | null;
  /** Reports under the other filters anywhere: "All municipalities"; null until the reports are known. */
  readonly everywhere: number | null;
  readonly chosen: string | null;
  readonly onChoose: (code: string | null) => void;
  /** The visitor reached for the box: the names are wanted. */
  readonly onWant: () => void;
}

const NO_COUNTS: ReadonlyMap<string, number> = new Map();

export function MunicipalityPicker({ directory, counts, everywhere, chosen, onChoose, onWant }: MunicipalityPickerProps) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  // The highlighted option: 0 is "All municipalities", n the n-th municipality.
  const [active, setActive] = useState(-1);
  const inputId = useId();
  const listId = useId();
  const hintId = useId();
  const options = useMemo(() => (directory ? pickerOptions(directory.municipalities.values(), counts ?? NO_COUNTS, query) : []), [directory, counts, query]);
  const optionId = (n: number) => `${listId}-${n}`;
  const total = options.length + 1;
  const shownName = chosen === null ? '' : directory ? municipalityName(directory, chosen) : chosen;

  useEffect(() => {
    if (open && active >= 0) document.getElementById(`${listId}-${active}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [open, active, listId]);

  const close = () => {
    setOpen(false);
    setQuery('');
    setActive(-1);
  };
  const choose = (n: number) => {
    onChoose(n === 0 ? null : (options[n - 1]?.municipality.code ?? null));
    close();
  };
  const openList = () => {
    onWant();
    setOpen(true);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) openList();
        setActive((n) => Math.min(n + 1, total - 1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!open) openList();
        setActive((n) => (n <= 0 ? total - 1 : n - 1));
        break;
      case 'Enter':
        if (open && active >= 0 && active < total) {
          event.preventDefault();
          choose(active);
        }
        break;
      case 'Escape':
        if (open) {
          event.preventDefault();
          close();
        }
        break;
      default:
    }
  };

  let note: string | null = null;
  if (open && !directory) note = t('map.filters.municipalitiesLoading');
  else if (open && options.length === 0 && query.trim() !== '') note = t('map.filters.noMunicipalityMatch', { search: query.trim() });

  return (
    <div className="municipality-picker">
      <label className="picker-label" htmlFor={inputId}>
        {t('map.filters.municipality')}
      </label>
      <input
        id={inputId}
        className="input"
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-describedby={hintId}
        aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
        placeholder={t('map.filters.allMunicipalities')}
        value={open ? query : shownName}
        onFocus={onWant}
        onClick={openList}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(event.target.value.trim() === '' ? -1 : 1);
          if (!open) openList();
        }}
        onKeyDown={onKeyDown}
        onBlur={close}
      />
      <p id={hintId} className="filter-note">
        {t('map.filters.municipalityHint')}
      </p>
      {open && (
        // Choosing by mouse or touch keeps the focus in the box (mousedown would blur it first).
        <ul id={listId} role="listbox" className="picker-list" aria-label={t('map.filters.municipalityList')} onMouseDown={(event) => event.preventDefault()}>
          <li id={optionId(0)} role="option" aria-selected={chosen === null} className={active === 0 ? 'active' : undefined} onClick={() => choose(0)}>
            <span className="picker-name">{t('map.filters.allMunicipalities')}</span>
            <FilterCount n={everywhere} />
          </li>
          {options.map(({ municipality, count }, i) => (
            <li
              key={municipality.code}
              id={optionId(i + 1)}
              role="option"
              aria-selected={chosen === municipality.code}
              className={active === i + 1 ? 'active' : undefined}
              onClick={() => choose(i + 1)}
            >
              <span className="picker-name">
                {municipality.name} <span className="picker-code">{municipality.code}</span>
              </span>
              <FilterCount n={counts ? count : null} />
            </li>
          ))}
        </ul>
      )}
      {note && (
        <p className="filter-note" role="status">
          {note}
        </p>
      )}
    </div>
  );
}
