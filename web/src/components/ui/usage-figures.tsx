import './usage-figures.css';

interface UsageFiguresProps {
  main: string;
  parts: readonly (readonly [label: string, value: string])[];
  /** One part a line, for a narrow column. */
  stacked?: boolean;
}

/**
 * A table cell's figure over its parts (Batch-Runs, Batch-Docs): '10.3 s' over 'Free 4.1 s · Premium 6.2 s'. The
 * parts are a list, so a screen reader reads each with its name.
 */
export function UsageFigures({ main, parts, stacked = false }: UsageFiguresProps) {
  return (
    <span className="usage-figures">
      <span className="usage-figures__main">{main}</span>
      {parts.length > 0 && (
        <span className="usage-figures__parts" role="list" data-stacked={stacked || undefined}>
          {parts.map(([label, value]) => (
            <span key={label} role="listitem">
              {label} {value}
            </span>
          ))}
        </span>
      )}
    </span>
  );
}
