import { POWER_UP_TYPES, type PowerUpType } from '@app/domain/workspace/power-ups';
import type { WorkspaceCollections, WorkspaceIdea } from '@app/domain/workspace/workspace-view';
import { Markdown } from '../../../components/markdown/markdown';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast/toast-store';
import { useFeatureGate } from '../../../lib/feature-gate/use-feature-gate';
import { useGeneratePowerUp } from '../api/generate-power-up';
import { POWER_UP_NAMES, generatedTypes, groupPowerUps, ideaPowerUps } from '../utils/idea-artifacts';
import { POWER_UP_FAILED, generationFailedToast, toasts } from '../utils/workspace-messages';

/**
 * The Power-Ups tab (docs/product.md "Workspace and AI generation"): three generate buttons (any role but FREE) and the
 * texts by kind.
 */
export function PowerUpsTab({ idea, collections }: { idea: WorkspaceIdea; collections: WorkspaceCollections }) {
  const gate = useFeatureGate();
  const generate = useGeneratePowerUp();
  const powerUps = ideaPowerUps(collections, idea);
  const generated = generatedTypes(powerUps);
  const generating = generate.isPending ? generate.variables.type : null;

  const start = (type: PowerUpType) => {
    if (!gate({ role: 'PREMIUM' })) return;
    generate.mutate(
      { ideaId: idea.id, type },
      {
        onSuccess: () => toast(toasts.powerUpGenerated),
        onError: (failure) => toast(generationFailedToast(failure, POWER_UP_FAILED)),
      },
    );
  };

  return (
    <div className="workspace-power-ups">
      <div className="workspace-documents__buttons">
        {POWER_UP_TYPES.map((type) => (
          <button
            key={type}
            type="button"
            className="button button--secondary"
            disabled={generated.has(type) || generating !== null}
            aria-busy={generating === type}
            onClick={() => start(type)}
          >
            {generating === type && <Spinner size="small" label="Generating" />}
            {POWER_UP_NAMES[type]}
          </button>
        ))}
      </div>
      {groupPowerUps(powerUps, POWER_UP_TYPES).map((group) => (
        <section key={group.type} className="workspace-power-ups__group" aria-label={POWER_UP_NAMES[group.type]}>
          <h3 className="workspace-documents__group-title">{POWER_UP_NAMES[group.type]}</h3>
          {group.items.map((powerUp) => (
            <Markdown key={powerUp.id} source={powerUp.content} headingOffset={3} className="workspace-power-ups__text" />
          ))}
        </section>
      ))}
    </div>
  );
}
