import { Popover } from 'radix-ui';
import { useId, useState } from 'react';
import { AdminIdeaIcon } from './admin-idea-icon';

interface CategoryFilterProps {
  options: readonly string[];
  selected: readonly string[];
  onChange: (selected: string[]) => void;
}

/**
 * The multi-select of categories (docs/product.md "Admin: Ideas"): a list of boxes, searchable, 300 px high at most
 * (docs/product.md "Limits").
 */
export function CategoryFilter({ options, selected, onChange }: CategoryFilterProps) {
  const [search, setSearch] = useState('');
  const id = useId();
  const shown = options.filter((option) => option.toLowerCase().includes(search.trim().toLowerCase()));
  const toggle = (category: string) =>
    onChange(selected.includes(category) ? selected.filter((chosen) => chosen !== category) : [...selected, category]);
  const summary = selected.length === 0 ? 'All categories' : selected.length <= 2 ? selected.join(', ') : `${selected.length} categories`;

  return (
    <div className="field ideas-filters__categories">
      <span className="field__label" id={`${id}-label`}>
        Categories
      </span>
      <Popover.Root onOpenChange={(open) => !open && setSearch('')}>
        <Popover.Trigger className="field__input category-filter__trigger" aria-labelledby={`${id}-label ${id}-value`}>
          <span id={`${id}-value`}>{summary}</span>
          <AdminIdeaIcon name="chevron" />
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content className="menu category-filter" align="start" sideOffset={4}>
            <input
              type="search"
              className="field__input category-filter__search"
              placeholder="Search categories"
              aria-label="Search categories"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
            <ul className="category-filter__list" aria-label="Categories">
              {shown.map((category) => (
                <li key={category}>
                  <label className="category-filter__option">
                    <input type="checkbox" checked={selected.includes(category)} onChange={() => toggle(category)} />
                    {category}
                  </label>
                </li>
              ))}
              {shown.length === 0 && <li className="category-filter__empty">No categories found</li>}
            </ul>
            {selected.length > 0 && (
              <button type="button" className="button button--ghost button--small" onClick={() => onChange([])}>
                Clear categories
              </button>
            )}
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
    </div>
  );
}
