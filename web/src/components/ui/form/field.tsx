import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';

/** What every field takes: `form.bind(name)` gives the first five. */
interface BoundFieldProps {
  name: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** Shown under the control and announced with it. */
  error?: string | undefined;
  /** Help under the control, such as the password rules. */
  hint?: ReactNode;
}

/** The control's own attributes, minus those the field sets from its props. */
type ControlProps<Attributes> = Omit<Attributes, 'onChange' | 'value' | 'name' | 'id'>;

interface ControlWiring {
  id: string;
  name: string;
  value: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FieldProps {
  label: string;
  error: string | undefined;
  hint: ReactNode;
  name: string;
  value: string;
  children: (wiring: ControlWiring) => ReactNode;
}

/**
 * A label, one control and its error and hint, tied together (htmlFor, aria-invalid, aria-describedby) the same way
 * for an input, a textarea or a select.
 */
function Field({ label, error, hint, name, value, children }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field" data-invalid={error ? '' : undefined}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children({ id, name, value, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
      {hint && (
        <div id={hintId} className="field__hint">
          {hint}
        </div>
      )}
    </div>
  );
}

const controlClass = (className: string | undefined) => (className ? `field__input ${className}` : 'field__input');

/** A labelled input with its error message tied to it. */
export function TextField({
  name,
  label,
  value,
  onValueChange,
  error,
  hint,
  className,
  ...props
}: BoundFieldProps & ControlProps<InputHTMLAttributes<HTMLInputElement>>) {
  return (
    <Field label={label} error={error} hint={hint} name={name} value={value}>
      {(wiring) => (
        <input {...props} {...wiring} className={controlClass(className)} onChange={(event) => onValueChange(event.target.value)} />
      )}
    </Field>
  );
}

/** A labelled multi-line answer with its error message tied to it. */
export function TextAreaField({
  name,
  label,
  value,
  onValueChange,
  error,
  hint,
  className,
  ...props
}: BoundFieldProps & ControlProps<TextareaHTMLAttributes<HTMLTextAreaElement>>) {
  return (
    <Field label={label} error={error} hint={hint} name={name} value={value}>
      {(wiring) => (
        <textarea {...props} {...wiring} className={controlClass(className)} onChange={(event) => onValueChange(event.target.value)} />
      )}
    </Field>
  );
}

interface SelectFieldProps extends BoundFieldProps, ControlProps<SelectHTMLAttributes<HTMLSelectElement>> {
  options: readonly string[];
  /** A first choice meaning "no answer"; without it the select always holds one of the options. */
  placeholder?: string;
}

/** A labelled choice among fixed options with its error message tied to it. */
export function SelectField({ name, label, value, onValueChange, error, hint, className, options, placeholder, ...props }: SelectFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} name={name} value={value}>
      {(wiring) => (
        <select {...props} {...wiring} className={controlClass(className)} onChange={(event) => onValueChange(event.target.value)}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
