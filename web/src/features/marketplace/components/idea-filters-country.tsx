import { COUNTRY_FILTERS, REGIONS } from '@app/domain/ideas/countries';
import { Popover } from 'radix-ui';
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { ALL } from '../utils/marketplace-filters';
import { MarketplaceIcon } from './marketplace-icons';

const REGION_SET = new Set<string>(REGIONS);

/** The choices whose name contains the typed text (case-insensitive); 'All' stays first while it matches. */
export function countryChoices(query: string): string[] {
  const needle = query.trim().toLowerCase();
  const choices = [ALL, ...COUNTRY_FILTERS];
  return needle === '' ? choices : choices.filter((choice) => choice.toLowerCase().includes(needle));
}

interface CountryFilterProps {
  value: string;
  onChange: (country: string) => void;
}

/**
 * The Country filter with its own search box (docs/product.md "Marketplace and idea detail"): a button showing the
 * choice opens a panel with a filter field and the list of 'All', the regions, then the countries. Arrow keys move
 * through the list; Enter in the field picks the first match.
 */
export function CountryFilter({ value, onChange }: CountryFilterProps) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const choices = useMemo(() => countryChoices(query), [query]);
  const labelId = useId();
  const listId = useId();

  // Closing forgets the typed text, so the panel opens on the whole list next time.
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) setQuery('');
  };

  const pick = (country: string) => {
    onChange(country);
    onOpenChange(false);
  };

  const onFieldKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && choices[0] !== undefined) {
      event.preventDefault();
      pick(choices[0]);
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      document.getElementById(listId)?.querySelector<HTMLButtonElement>('button')?.focus();
    }
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button')];
    const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const next = event.key === 'ArrowDown' ? Math.min(buttons.length - 1, index + 1) : index - 1;
    if (next < 0) document.getElementById(`${listId}-search`)?.focus();
    else buttons[next]?.focus();
  };

  return (
    <div className="idea-filters__field">
      <span id={labelId} className="idea-filters__label">
        Country
      </span>
      <Popover.Root open={open} onOpenChange={onOpenChange}>
        <Popover.Trigger className="idea-filters__control country-filter__trigger" aria-labelledby={`${labelId} ${labelId}-value`}>
          <span id={`${labelId}-value`} className="country-filter__value">
            {value}
          </span>
          <MarketplaceIcon name="chevron" size={16} />
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content className="country-filter" align="start" sideOffset={6} collisionPadding={12} aria-label="Country">
            <label className="visually-hidden" htmlFor={`${listId}-search`}>
              Search countries
            </label>
            <div className="country-filter__search">
              <MarketplaceIcon name="search" size={16} />
              <input
                id={`${listId}-search`}
                type="search"
                className="country-filter__input"
                placeholder="Search countries..."
                value={query}
                autoComplete="off"
                onChange={(event) => setQuery(event.target.value)}
                onKeyDown={onFieldKeyDown}
              />
            </div>
            {choices.length === 0 ? (
              <p className="country-filter__empty">No country found</p>
            ) : (
              <ul id={listId} className="country-filter__list" aria-label="Countries" onKeyDown={onListKeyDown}>
                {choices.map((choice) => (
                  <li key={choice}>
                    <button
                      type="button"
                      className="country-filter__option"
                      aria-pressed={choice === value}
                      data-region={REGION_SET.has(choice) || undefined}
                      onClick={() => pick(choice)}
                    >
                      <span>{choice}</span>
                      {choice === value && <MarketplaceIcon name="check" size={14} />}
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
    </div>
  );
}
