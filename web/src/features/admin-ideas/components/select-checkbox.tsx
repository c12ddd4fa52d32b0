import { useEffect, useRef } from 'react';

interface SelectCheckboxProps {
  label: string;
  checked: boolean;
  indeterminate?: boolean;
  disabled?: boolean;
  onChange: () => void;
}

/** A row's (or every row's) selection box; 'indeterminate' when only some rows are selected. */
export function SelectCheckbox({ label, checked, indeterminate = false, disabled = false, onChange }: SelectCheckboxProps) {
  const box = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (box.current) box.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return <input ref={box} type="checkbox" className="ideas-table__checkbox" aria-label={label} checked={checked} disabled={disabled} onChange={onChange} />;
}
