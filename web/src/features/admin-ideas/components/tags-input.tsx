import { useId, useState } from 'react';
import { withTag, withoutTag } from '../utils/tags';

/** Tags typed one by one, each added with Enter when it is not blank, never twice (docs/product.md "Admin: Ideas"). */
export function TagsInput({ tags, onChange }: { tags: string[]; onChange: (tags: string[]) => void }) {
  const [typed, setTyped] = useState('');
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        Tags
      </label>
      <input
        id={id}
        className="field__input"
        value={typed}
        placeholder="Type a tag and press Enter"
        aria-describedby={`${id}-list`}
        onChange={(event) => setTyped(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          // Enter adds the tag; it must not submit the form.
          event.preventDefault();
          if (typed.trim() === '') return;
          onChange(withTag(tags, typed));
          setTyped('');
        }}
      />
      <ul id={`${id}-list`} className="tags-input__list" aria-label="Tags added">
        {tags.map((tag) => (
          <li key={tag} className="idea-chip idea-chip--category">
            {tag}
            <button type="button" className="tags-input__remove" aria-label={`Remove tag ${tag}`} onClick={() => onChange(withoutTag(tags, tag))}>
              ×
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
