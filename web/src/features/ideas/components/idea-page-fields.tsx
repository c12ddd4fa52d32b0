import { useId, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';

// Labelled multi-line and choice fields for the /marketplace/{id} edit forms, tied to their errors like TextField.

interface BoundField {
  name: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string | undefined;
}

export function TextAreaField({
  name,
  label,
  value,
  onValueChange,
  error,
  ...props
}: BoundField & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange' | 'value' | 'name' | 'id'>) {
  const id = useId();
  return (
    <div className="field" data-invalid={error ? '' : undefined}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <textarea
        {...props}
        id={id}
        name={name}
        className="field__input idea-page__textarea"
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}

export function SelectField({
  name,
  label,
  value,
  onValueChange,
  error,
  options,
  ...props
}: BoundField & { options: readonly string[] } & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'value' | 'name' | 'id'>) {
  const id = useId();
  return (
    <div className="field" data-invalid={error ? '' : undefined}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select
        {...props}
        id={id}
        name={name}
        className="field__input"
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
