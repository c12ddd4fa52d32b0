import { useAuthStatus } from '../../lib/session/auth-store';
import { useBuildIdea } from './use-build-idea';

/** Disabled while a stored session is being verified: pressed then, they would tell a member to sign in. */
export function BuildIdeaButtons({ onAction }: { onAction?: () => void }) {
  const buildIdea = useBuildIdea();
  const verifying = useAuthStatus() === 'verifying';
  const handleClick = () => {
    onAction?.();
    buildIdea();
  };
  return (
    <>
      <button type="button" className="button button--ghost" onClick={handleClick} disabled={verifying}>
        Got a Problem?
      </button>
      <button type="button" className="button button--accent" onClick={handleClick} disabled={verifying}>
        Build My Idea
      </button>
    </>
  );
}
