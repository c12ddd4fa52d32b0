import type { QualityControlIdea, SimilarIdeaPair } from '@app/domain/quality-control/quality-control-view';
import '../../../components/ui/data-table.css';
import { similarityPercent } from '../utils/quality-control';
import { IdeaBadges } from './idea-badges';
import { DataTableWrap } from '../../../components/ui/data-table-wrap';

interface SimilarIdeasTableProps {
  pairs: SimilarIdeaPair[];
  onView: (idea: QualityControlIdea) => void;
}

/**
 * Pairs of ideas at least 75% similar (docs/product.md "Admin: Quality Control", "Limits"): Idea 1, Idea 2, Similarity;
 * view only (docs/product.md "Admin: Quality Control"). An exact-duplicate group is one side, shown by its oldest idea
 * with the group's size. The table scrolls sideways where it does not fit (a phone).
 */
export function SimilarIdeasTable({ pairs, onView }: SimilarIdeasTableProps) {
  return (
    <DataTableWrap label="Similar ideas table">
      <table className="data-table qc-table">
        <thead>
          <tr>
            <th scope="col">Idea 1</th>
            <th scope="col">Idea 2</th>
            <th scope="col">Similarity</th>
          </tr>
        </thead>
        <tbody>
          {pairs.map((pair) => (
            <tr key={`${pair.idea1.id}-${pair.idea2.id}`}>
              <td className="qc-pair__idea">
                <ComparedIdea idea={pair.idea1} groupSize={pair.idea1GroupSize} onView={onView} />
              </td>
              <td className="qc-pair__idea">
                <ComparedIdea idea={pair.idea2} groupSize={pair.idea2GroupSize} onView={onView} />
              </td>
              <td>
                <span className="qc-similarity">{similarityPercent(pair.similarity)}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </DataTableWrap>
  );
}

/** One side of a pair: its oldest idea, and when several ideas share its text, how many (their group is listed above). */
function ComparedIdea({ idea, groupSize, onView }: { idea: QualityControlIdea; groupSize: number; onView: (idea: QualityControlIdea) => void }) {
  return (
    <div className="qc-compared">
      <span className="qc-compared__title">
        <span className="qc-table__id">#{idea.id}</span> {idea.title || '—'}
      </span>
      <span className="qc-compared__meta">
        {groupSize > 1 && <span className="qc-compared__group">{groupSize} identical ideas</span>}
        {idea.batchNumber !== null && <span>Batch #{idea.batchNumber}</span>}
        <IdeaBadges idea={idea} />
        <button type="button" className="link-button qc-compared__view" aria-label={`View idea #${idea.id}`} onClick={() => onView(idea)}>
          View
        </button>
      </span>
    </div>
  );
}
