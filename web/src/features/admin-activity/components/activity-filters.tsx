import { ACTIVITY_KINDS, SYSTEM_ACTORS } from '@app/domain/history/history-view';
import { useId, useState, type FormEvent } from 'react';
import { SelectField, TextField } from '../../../components/ui/form/field';
import { EVENT_TYPE_SUGGESTIONS, hasActivityFilters, isActivityKind, type ActivityFilters } from '../utils/activity-filters';

interface ActivityFiltersFormProps {
  filters: ActivityFilters;
  onChange: (changes: Partial<ActivityFilters>) => void;
}

/**
 * Actor, kind and event type. The kind applies at once; the two texts when submitted (Enter or Apply), so a half-typed
 * email does not read the activity on every key. The caller keys the form by the two texts, so one set elsewhere (a
 * row's actor, Clear filters) shows here.
 */
export function ActivityFiltersForm({ filters, onChange }: ActivityFiltersFormProps) {
  const [actor, setActor] = useState(filters.actor);
  const [type, setType] = useState(filters.type);
  const actorsId = useId();
  const typesId = useId();
  const apply = (event: FormEvent) => {
    event.preventDefault();
    onChange({ actor, type });
  };

  return (
    <form className="card activity-filters" role="search" aria-label="Activity filters" onSubmit={apply}>
      <TextField
        name="actor"
        label="Actor"
        value={actor}
        onValueChange={setActor}
        placeholder="Email, username, id, or seed"
        list={actorsId}
        autoComplete="off"
        spellCheck={false}
      />
      <datalist id={actorsId}>
        {SYSTEM_ACTORS.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      <SelectField
        name="kind"
        label="Kind"
        value={filters.kind ?? ''}
        options={ACTIVITY_KINDS}
        placeholder="All kinds"
        onValueChange={(value) => onChange({ kind: isActivityKind(value) ? value : null })}
      />
      <TextField
        name="type"
        label="Event type"
        value={type}
        onValueChange={setType}
        placeholder="e.g. IdeaStamped"
        list={typesId}
        autoComplete="off"
        spellCheck={false}
      />
      <datalist id={typesId}>
        {EVENT_TYPE_SUGGESTIONS.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      <div className="activity-filters__actions">
        <button type="submit" className="button button--primary button--small">
          Apply
        </button>
        <button type="button" className="button button--ghost button--small" disabled={!hasActivityFilters(filters)} onClick={() => onChange({ actor: '', kind: null, type: '' })}>
          Clear filters
        </button>
      </div>
    </form>
  );
}

