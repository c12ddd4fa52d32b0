import type { QualityControlIdea } from '@app/domain/quality-control/quality-control-view';

/** An idea's type and status, as the admin tables mark them. */
export function IdeaBadges({ idea }: { idea: Pick<QualityControlIdea, 'type' | 'status'> }) {
  return (
    <span className="qc-badges">
      <span className="qc-badge" data-type={idea.type}>
        {idea.type}
      </span>
      <span className="qc-badge" data-status={idea.status}>
        {idea.status}
      </span>
    </span>
  );
}
