import { useId, useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import './clamped-text.css';

interface ClampedTextProps {
  text: string;
  /** How many lines show before 'Show more'. */
  lines?: number;
  className?: string;
}

/**
 * A long text cut to a few lines, with 'Show more' to read it whole in place (a table cell stays short; nothing
 * hides behind a hover that a phone cannot do). The button shows only when the text is really cut at the current
 * width. Screen readers read the whole text either way: the cut is visual.
 */
export function ClampedText({ text, lines = 2, className }: ClampedTextProps) {
  const id = useId();
  const body = useRef<HTMLParagraphElement>(null);
  const [expanded, setExpanded] = useState(false);
  const [cut, setCut] = useState(false);

  useLayoutEffect(() => {
    const element = body.current;
    // Expanded, the text is not cut, so there is nothing to measure: the button stays to fold it again.
    if (!element || expanded) return;
    const measure = () => setCut(element.scrollHeight > element.clientHeight + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [expanded, text, lines]);

  return (
    <div className={className ? `clamped-text ${className}` : 'clamped-text'}>
      <p ref={body} id={id} className="clamped-text__body" data-expanded={expanded ? '' : undefined} style={{ '--clamped-lines': lines } as CSSProperties}>
        {text}
      </p>
      {(cut || expanded) && (
        <button type="button" className="clamped-text__toggle" aria-expanded={expanded} aria-controls={id} onClick={() => setExpanded(!expanded)}>
          {expanded ? 'Show less' : 'Show more'}
        </button>
      )}
    </div>
  );
}
